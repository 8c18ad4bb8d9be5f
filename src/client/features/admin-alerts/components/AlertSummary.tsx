import { t } from '@shared/i18n/console/alerts';
import type { RideAlertPage } from '@shared/schemas/admin-alerts';

/** The day's alerts by kind (sent, failed, waiting) whatever the filters, and how many learners have push on. */
export function AlertSummary({ page }: { page: Pick<RideAlertPage, 'summary' | 'pushLearners'> }) {
  return (
    <>
      <p>{t('pushLearners', { count: page.pushLearners })}</p>
      <table className="admin-table alert-summary">
        <caption>{t('summary.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('summary.kind')}</th>
            <th scope="col" className="number">
              {t('summary.sent')}
            </th>
            <th scope="col" className="number">
              {t('summary.failed')}
            </th>
            <th scope="col" className="number">
              {t('summary.waiting')}
            </th>
          </tr>
        </thead>
        <tbody>
          {page.summary.map((row) => (
            <tr key={row.kind}>
              <th scope="row">{t(`kinds.${row.kind}`)}</th>
              <td className="number">{row.sent}</td>
              <td className="number">{row.failed}</td>
              <td className="number">{row.waiting}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
