import { adminApi } from '@shared/api/admin';
import { useState, type FormEvent } from 'react';
import { useHonestWrite } from '@client/lib/honest-write';
import { WriteState } from './WriteState';
import { focusOnMount } from '@client/lib/focus-on-mount';
import { rideDateLabel } from '@client/lib/labels';
import { useBookableRuns } from '../api/learner-queries';

/** Why a date takes no booking, worded for the desk: no runs, not open yet, or gone. */
const DAY_NOTES = {
  closed: 'この日は休校日のため、運行はありません。',
  notYetOpen: 'この日はまだ予約受付前です。予約できる期間に入ってから予約してください。',
  past: '今日以前の日付は予約できません。明日以降の日付を選んでください。',
} as const;

interface Props {
  learnerId: number;
  /** the first date the form offers (tomorrow) */
  firstDate: string;
  onBooked: () => Promise<void>;
}

/**
 * Booking on a learner's behalf (issue 10 §3): date, direction, a run with room, a stop it serves
 * that the learner may use, extras; a reason once the learners' cut-off for the date has passed.
 */
export function ProxyBookingForm({ learnerId, firstDate, onBooked }: Props) {
  const [date, setDate] = useState(firstDate);
  const [upDown, setUpDown] = useState<1 | 2>(1);
  const [binCd, setBinCd] = useState('');
  const [busStopCd, setBusStopCd] = useState('');
  const [passenger, setPassenger] = useState(0);
  const [childSheet, setChildSheet] = useState(0);
  const [jitensya, setJitensya] = useState(false);
  const [reason, setReason] = useState('');
  const [booked, setBooked] = useState<string | null>(null);
  const runs = useBookableRuns(learnerId, date, upDown);
  const save = useHonestWrite(adminApi.saveReservationFor, onBooked);
  const run = runs.data?.runs.find((r) => r.binCd === binCd);
  const day = runs.data?.day;
  const pastCutoff = day === 'pastCutoff';
  const bookable = day === 'open' || pastCutoff;
  const ready = bookable && run !== undefined && busStopCd !== '' && (!pastCutoff || reason.trim() !== '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || !run) return;
    setBooked(null);
    save.mutate(
      {
        learnerId,
        date,
        upDown,
        binCd,
        busStopCd,
        passenger,
        childSheet,
        jitensya: jitensya ? 1 : 0,
        reason: pastCutoff ? reason.trim() : undefined,
      },
      {
        onSuccess: () => {
          setBooked(`${rideDateLabel(date)} ${run.binName} を予約しました。`);
          setBinCd('');
          setBusStopCd('');
          setReason('');
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="proxy-form" aria-labelledby="proxy-title">
      <h2 id="proxy-title">代理予約</h2>
      {booked && (
        <p key={booked} ref={focusOnMount} tabIndex={-1} role="status" className="status-banner">
          {booked}
        </p>
      )}
      <div className="proxy-grid">
        <div className="field">
          <label htmlFor="proxy-date">乗車日</label>
          <input
            id="proxy-date"
            type="date"
            min={firstDate}
            value={date}
            onChange={(e) => {
              setDate(e.target.value);
              setBinCd('');
              setBusStopCd('');
              setReason('');
            }}
          />
        </div>
        <fieldset className="field">
          <legend>方向</legend>
          {([1, 2] as const).map((value) => (
            <label key={value} className="inline-choice">
              <input
                type="radio"
                name="proxy-direction"
                checked={upDown === value}
                onChange={() => {
                  setUpDown(value);
                  setBinCd('');
                  setBusStopCd('');
                }}
              />
              {value === 1 ? '往路（学校行き）' : '復路（学校発）'}
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor="proxy-run">便</label>
          <select
            id="proxy-run"
            value={binCd}
            onChange={(e) => {
              setBinCd(e.target.value);
              setBusStopCd('');
            }}
            disabled={!bookable || runs.data?.runs.length === 0}
          >
            <option value="">
              {date === ''
                ? '先に乗車日を選んでください'
                : runs.isPending
                  ? '読み込み中…'
                  : runs.data?.runs.length === 0
                    ? 'この日の便はありません'
                    : '選択してください'}
            </option>
            {runs.data?.runs.map((r) => (
              <option key={r.binCd} value={r.binCd} disabled={r.freeSeats <= 0 || !r.isNetReservation}>
                {r.binName}（{r.courseName}）{r.periodName} {r.planStart}発 空席{Math.max(0, r.freeSeats)}
                {r.isNetReservation ? '' : '・ネット予約対象外'}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="proxy-stop">乗降地点</label>
          <select
            id="proxy-stop"
            value={busStopCd}
            onChange={(e) => setBusStopCd(e.target.value)}
            disabled={!run}
          >
            <option value="">選択してください</option>
            {run?.stops.map((s) => (
              <option key={s.busStopCd} value={s.busStopCd}>
                {s.planTime} {s.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="proxy-passenger">同乗する子供</label>
          <select
            id="proxy-passenger"
            value={passenger}
            onChange={(e) => setPassenger(Number(e.target.value))}
          >
            {[0, 1, 2, 3].map((n) => (
              <option key={n} value={n}>
                {n} 人
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="proxy-child-sheet">チャイルドシート</label>
          <select
            id="proxy-child-sheet"
            value={childSheet}
            onChange={(e) => setChildSheet(Number(e.target.value))}
          >
            {[0, 1, 2, 3].map((n) => (
              <option key={n} value={n}>
                {n} 台
              </option>
            ))}
          </select>
        </div>
        <label className="inline-choice proxy-bicycle">
          <input type="checkbox" checked={jitensya} onChange={(e) => setJitensya(e.target.checked)} />
          自転車を載せる
        </label>
      </div>
      {day && !bookable && <p className="alert alert-info">{DAY_NOTES[day]}</p>}
      {pastCutoff && (
        <div className="field">
          <p className="alert alert-info">
            この日の教習生の予約受付は終了しています。代理で予約する理由を入力してください。
          </p>
          <label htmlFor="proxy-reason">理由（必須）</label>
          <input
            id="proxy-reason"
            value={reason}
            maxLength={200}
            onChange={(e) => setReason(e.target.value)}
          />
        </div>
      )}
      {save.isPending && !save.checking && <p role="status">送信中…</p>}
      <WriteState checking={save.checking} error={save.error} />
      <button type="submit" className="button button-primary" disabled={!ready || save.isPending}>
        {save.isPending ? '送信中…' : '予約する'}
      </button>
    </form>
  );
}
