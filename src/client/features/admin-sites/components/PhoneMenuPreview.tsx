import type { ReactNode } from 'react';
import { t } from '@shared/i18n/console/sites';
import { t as tFrame } from '@shared/i18n/learner/frame';
import { t as tMenu } from '@shared/i18n/learner/menu';
import type { EditableSiteOptions } from '@shared/schemas/admin-sites';

function Section({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="site-phone-card">
      <h3>{title}</h3>
      {children}
    </div>
  );
}

function Buttons({ labels }: { labels: string[] }) {
  return (
    <div className="site-phone-buttons">
      {labels.map((label) => (
        <span key={label} className="site-phone-button">
          {label}
        </span>
      ))}
    </div>
  );
}

/**
 * The learner's phone menu (/sp/menu) for the options as typed: the sections and buttons the real
 * menu shows for them, in its order and with its catalogue texts; the learner's own rides, notices
 * and points are left out (there is no learner here). `booking` is the real booking condition form
 * for these options. A password-less site never offers the change of registration
 * (site-option.ts), so neither does its preview. Inert: it is a picture, not a second form.
 */
export function PhoneMenuPreview({ options, booking }: { options: EditableSiteOptions; booking: ReactNode }) {
  const { menu } = options;
  const plansAndNotices = (
    <>
      {menu.useFixedPlanNotice && <Section title={tMenu('sections.fixedPlans')} />}
      {menu.useNotification && <Section title={tMenu('sections.notices')} />}
    </>
  );
  return (
    <section className="admin-panel site-preview" aria-labelledby="site-preview-title">
      <h2 id="site-preview-title">{t('preview.legend')}</h2>
      <p className="hint">{t('preview.hint')}</p>
      <div className="site-phone" inert data-testid="phone-preview">
        <p className="site-phone-title">{tMenu('title')}</p>
        <p className="site-phone-greeting">{tFrame('greeting', { name: t('preview.learner') })}</p>
        <p className="site-phone-check">{tFrame('checkName')}</p>
        {menu.useReservation ? (
          <>
            <Section title={tMenu('sections.bookings')}>
              <Buttons labels={[tFrame('screens.check'), tFrame('screens.cancel')]} />
            </Section>
            {plansAndNotices}
            <Section title={tMenu('sections.booking')}>{booking}</Section>
          </>
        ) : (
          plansAndNotices
        )}
        {menu.useBusStopReg && (
          <Section title={tMenu('sections.points')}>
            <Buttons labels={[tFrame('screens.pointCheck'), tFrame('screens.pointEdit')]} />
          </Section>
        )}
        {menu.useBusOperationStatus && (
          <Section title={tFrame('screens.busPosition')}>
            <Buttons labels={[tFrame('screens.busPosition')]} />
          </Section>
        )}
        {menu.useChangeRegistered && options.account.passwordRequired && (
          <Section title={tMenu('sections.registration')}>
            <Buttons labels={[tFrame('screens.change')]} />
          </Section>
        )}
      </div>
    </section>
  );
}
