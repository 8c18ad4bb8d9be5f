import type { SiteOption } from '@shared/schemas/provider';

/** The booking deadline sentence of SPEC.md §1, from the school's own setting (PRODUCT.md §3). */
export function CutoffNotice({ siteOption }: { siteOption: SiteOption }) {
  return (
    <div className="cutoff-notice">
      <p>
        翌営業日の送迎予約は、前営業日の<strong>{siteOption.school.bookingCutoff}</strong>で締め切ります。
        前日が休校日の場合は、その前の営業日が締切となります。
      </p>
      <p>送迎時間はメールでお知らせします。</p>
    </div>
  );
}
