import { useState } from 'react';
import type { SilentLink } from '@shared/schemas/admin-learners';
import { formatTime } from '@shared/rules/japan-time';
import { failureText, isRefusal } from '@client/lib/refusal-text';
import { issueSilentLink } from '../api/learner-actions';

/**
 * A one-time sign-in link for a learner who cannot sign in (PRODUCT.md §3): valid five minutes,
 * once; shown to copy into a mail or SMS, never stored.
 */
export function SilentLinkPanel({ learnerId, sites }: { learnerId: number; sites: string[] }) {
  const [area, setArea] = useState<'sp' | 'pc'>('sp');
  const [site, setSite] = useState(sites[0] ?? '');
  const [link, setLink] = useState<SilentLink | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const issue = async () => {
    setProblem(null);
    setCopied(false);
    setLink(null);
    try {
      setLink(await issueSilentLink(learnerId, area, site));
    } catch (error) {
      // 105 is worded for a learner at a wrong address; here the site list is out of date
      setProblem(
        isRefusal(error, 105)
          ? `サイト ${site} はこの学校に登録されていません。画面を読み込み直してください。`
          : failureText(error),
      );
    }
  };
  const copy = async () => {
    if (!link) return;
    await navigator.clipboard?.writeText(link.url).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <section className="admin-panel" aria-labelledby="link-title">
      <h2 id="link-title">ログインリンクの発行</h2>
      <p className="hint">パスワードなしで一度だけログインできるリンクです。発行から5分間有効です。</p>
      <div className="admin-toolbar">
        <div className="field">
          <label htmlFor="link-area">画面</label>
          <select
            id="link-area"
            value={area}
            onChange={(e) => setArea(e.target.value === 'pc' ? 'pc' : 'sp')}
          >
            <option value="sp">スマートフォン</option>
            <option value="pc">パソコン</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="link-site">サイト</label>
          <select id="link-site" value={site} onChange={(e) => setSite(e.target.value)}>
            {sites.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="button button-primary"
          disabled={site === ''}
          onClick={() => void issue()}
        >
          ログインリンクを発行
        </button>
      </div>
      {problem && (
        <p role="alert" className="alert alert-error">
          {problem}
        </p>
      )}
      {link && (
        <div className="field">
          <label htmlFor="link-url">リンク（{formatTime(new Date(link.expiresAt))} まで・1回限り）</label>
          <input id="link-url" readOnly value={link.url} onFocus={(e) => e.target.select()} />
          <button type="button" className="button button-small" onClick={() => void copy()}>
            {copied ? 'コピーしました' : 'コピー'}
          </button>
        </div>
      )}
    </section>
  );
}
