import { useLocation } from 'react-router';
import { Loading } from '@client/components/ui/Loading';
import { noticeHref } from '@client/config/paths';
import { useNews } from '@client/features/notices/api/get-news';
import { NoticeList } from '@client/features/notices/components/NoticeList';
import { SpFrame } from './sp-frame';

/** Messages another screen passes to the menu (shown in red, SPEC.md §2). */
export interface MenuState {
  messages?: string[];
}

function Notices() {
  const news = useNews();
  return (
    <section className="card" aria-labelledby="sp-notices">
      <h2 id="sp-notices">お知らせ</h2>
      {news.data ? <NoticeList notices={news.data} hrefFor={(id) => noticeHref('sp', id)} /> : <Loading />}
    </section>
  );
}

export default function SpMenuRoute() {
  const location = useLocation();
  const messages = (location.state as MenuState | null)?.messages ?? [];
  return (
    <SpFrame>
      {({ session, siteOption }) => (
        <>
          <h1 className="page-title">メニュー</h1>
          <div className="greeting">
            <p className="greeting-name">{`${session.user.furigana} 様`}</p>
            <p className="greeting-check">操作の前に必ずお名前をご確認ください。</p>
          </div>
          {messages.length > 0 && (
            <div className="menu-messages" role="status">
              {messages.map((message) => (
                <p key={message}>{message}</p>
              ))}
            </div>
          )}
          {siteOption.menu.useNotification && <Notices />}
        </>
      )}
    </SpFrame>
  );
}
