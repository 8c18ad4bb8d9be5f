import { useSearchParams } from 'react-router';
import { Loading } from '@client/components/ui/Loading';
import { useNews } from '@client/features/notices/api/get-news';
import { NoticeDetail } from '@client/features/notices/components/NoticeDetail';
import { t } from '@shared/i18n/learner/menu';

/** The notice named by `?id=`, read from the current notices so a reload shows it again. */
export function NoticeContent() {
  const [search] = useSearchParams();
  const news = useNews();
  if (!news.data) return <Loading />;
  const notice = news.data.find((n) => n.noticeId === Number(search.get('id')));
  return notice ? <NoticeDetail notice={notice} /> : <p className="empty">{t('noticeEnded')}</p>;
}
