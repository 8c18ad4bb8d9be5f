import { formatLongDate } from '@shared/rules/japan-time';
import type { Notice } from '@shared/schemas/notification';

export function NoticeDetail({ notice }: { notice: Notice }) {
  return (
    <article className="notice-detail">
      <h1>{notice.subject}</h1>
      <p className="notice-date">
        <time dateTime={notice.noticeStartDateTime}>
          {formatLongDate(new Date(notice.noticeStartDateTime))}
        </time>
      </p>
      <p className="notice-body">{notice.body}</p>
    </article>
  );
}
