import { Link } from 'react-router';
import { t } from '@shared/i18n/learner/menu';
import { formatLongDate, formatShortDate } from '@shared/rules/japan-time';
import type { Notice } from '@shared/schemas/notification';

interface Props {
  notices: Notice[];
  hrefFor: (noticeId: number) => string;
  dateFormat?: 'short' | 'long';
}

export function NoticeList({ notices, hrefFor, dateFormat = 'short' }: Props) {
  if (notices.length === 0) return <p className="empty">{t('noNotices')}</p>;
  const format = dateFormat === 'long' ? formatLongDate : formatShortDate;
  return (
    <ul className="notice-list">
      {notices.map((notice) => (
        <li key={notice.noticeId}>
          <Link to={hrefFor(notice.noticeId)}>
            <time dateTime={notice.noticeStartDateTime}>{format(new Date(notice.noticeStartDateTime))}</time>
            <span className="notice-subject">{notice.subject}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
