import { formatTime } from '@shared/rules/japan-time';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Said while a polling screen cannot reach the server (offline, paused, time-out): what it shows
 * is what arrived at `receivedAt`, and ages keep growing from there.
 */
export function StaleDataNote({ receivedAt }: { receivedAt: number }) {
  const at = new Date(receivedAt);
  return (
    <p className="alert alert-warning" role="status">
      通信できないため、{formatTime(at)}:{pad(at.getSeconds())}{' '}
      に受け取った情報を表示しています。つながると自動で更新します。
    </p>
  );
}
