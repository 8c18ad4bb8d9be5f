import { Link } from 'react-router';
import { t } from '@shared/i18n/console/go-live';
import type { GoLiveItem } from '@shared/schemas/admin-school';
import { paths } from '@client/config/paths';
import { useGoLiveChecklist } from '../api/checklist';

/** The screen that fixes each item; mail delivery is the operator's (the server's SMTP_URL). */
const FIX_AT: Record<GoLiveItem['key'], string | null> = {
  location: paths.admin.settings,
  mailSender: paths.admin.settings,
  periods: paths.admin.network,
  stops: paths.admin.network,
  courses: paths.admin.network,
  categories: paths.admin.network,
  runs: paths.admin.pattern,
  vehicles: paths.admin.vehicles,
  learners: paths.admin.learners,
  mailDelivery: null,
};

/**
 * 開始までの準備 (issue 23 §9): on the admins' home, what the school still lacks before learners can
 * book, each with the screen that fixes it; an item leaves the list once done, and the panel with
 * the last one. Nothing shows while it loads or if it cannot be read: the day board below matters more.
 */
export function GoLiveChecklist() {
  const checklist = useGoLiveChecklist(true);
  const open = checklist.data?.items.filter((item) => !item.done) ?? [];
  if (open.length === 0) return null;
  return (
    <section className="admin-panel go-live" aria-labelledby="go-live-title">
      <h2 id="go-live-title">{t('title')}</h2>
      <p className="hint">{t('intro', { count: open.length })}</p>
      <ul className="go-live-items">
        {open.map((item) => {
          const at = FIX_AT[item.key];
          return (
            <li key={item.key}>
              <span className="go-live-what">
                {item.key === 'courses' && item.missing && item.missing.length > 0
                  ? t('items.courses.withoutStops', { names: item.missing.join(t('separator')) })
                  : t(`items.${item.key}.what`)}
              </span>
              {at ? (
                <Link to={at} className="go-live-fix">
                  {t(`items.${item.key}.fix`)}
                </Link>
              ) : (
                <span className="go-live-fix">{t(`items.${item.key}.fix`)}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
