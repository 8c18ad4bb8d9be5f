import { describe, expect, it, vi } from 'vitest';
import { BusinessFailure, TransportFailure } from './api-client';
import { failureText } from './refusal-text';
import { ActionProblem, performStaffAction, type StaffActionState } from './use-staff-action';

/** The steps of one press, recording every state shown and every refresh in order. */
function recorder(refreshed: Promise<unknown> = Promise.resolve()) {
  const log: (StaffActionState | 'refresh')[] = [];
  const onError = vi.fn();
  return {
    log,
    onError,
    steps: {
      show: (state: StaffActionState) => log.push(state),
      refresh: () => {
        log.push('refresh');
        return refreshed;
      },
      problemText: failureText,
      onError,
    },
  };
}

describe('a staff action (one press of a console write)', () => {
  it('is busy with the last outcome cleared, refreshes the lists, then says it is done', async () => {
    const { log, steps } = recorder();
    const result = await performStaffAction(
      async () => '1号車の使用をやめました。',
      (text) => text,
      steps,
    );
    expect(result).toBe('1号車の使用をやめました。');
    expect(log).toEqual([
      { busy: true, problem: null, done: null },
      'refresh',
      { busy: false, problem: null, done: '1号車の使用をやめました。' },
    ]);
  });

  it('says done only once the lists were read again, so a list shows the change by the time the banner says it', async () => {
    let listsRead: () => void = () => undefined;
    const { log, steps } = recorder(new Promise<void>((resolve) => (listsRead = resolve)));
    const pressed = performStaffAction(
      async () => 3,
      (saved) => `${saved}便の車両を保存しました。`,
      steps,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(log.at(-1)).toBe('refresh');
    listsRead();
    await pressed;
    expect(log.at(-1)).toEqual({ busy: false, problem: null, done: '3便の車両を保存しました。' });
  });

  it('words a refusal with its code, tells onError, and refreshes the lists without waiting', async () => {
    const { log, steps, onError } = recorder(new Promise(() => undefined));
    const refusal = new BusinessFailure({ code: 750, message: '送信に失敗したメールだけを再送できます。' });
    const result = await performStaffAction(
      () => Promise.reject(refusal),
      () => 'never',
      steps,
    );
    expect(result).toBeUndefined();
    expect(log).toEqual([
      { busy: true, problem: null, done: null },
      { busy: false, problem: '送信に失敗したメールだけを再送できます。（コード 750）', done: null },
      'refresh',
    ]);
    expect(onError).toHaveBeenCalledWith(refusal);
  });

  it('adds nothing to a transport failure the API client already showed', async () => {
    const { log, steps } = recorder();
    await performStaffAction(
      () => Promise.reject(new TransportFailure(400)),
      () => 'never',
      steps,
    );
    expect(log[1]).toEqual({ busy: false, problem: null, done: null });
  });

  it('shows the words of a failure the write words itself, from the write or from its description', async () => {
    const first = recorder();
    await performStaffAction(
      () => Promise.reject(new ActionProblem('保存できなかった便があります（保存 0便）。')),
      () => 'never',
      first.steps,
    );
    expect(first.log[1]).toMatchObject({ problem: '保存できなかった便があります（保存 0便）。' });

    const second = recorder();
    const result = await performStaffAction(
      async () => ({ saved: 1, refused: 1 }),
      ({ saved }) => {
        throw new ActionProblem(`保存できなかった便があります（保存 ${saved}便）。`);
      },
      second.steps,
    );
    expect(result).toEqual({ saved: 1, refused: 1 });
    expect(second.log).toEqual([
      { busy: true, problem: null, done: null },
      'refresh',
      { busy: false, problem: '保存できなかった便があります（保存 1便）。', done: null },
    ]);
  });
});
