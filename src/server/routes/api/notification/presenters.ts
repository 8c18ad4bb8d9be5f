import type { Notice } from '@shared/schemas/notification';
import type { NoticeRow } from '@server/domain/notices/list-news';

export function presentNotice(notice: NoticeRow): Notice {
  return {
    noticeId: notice.id,
    noticeStartDateTime: notice.startAt.toISOString(),
    subject: notice.subject,
    body: notice.body,
  };
}
