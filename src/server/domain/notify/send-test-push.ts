import { t } from '@shared/i18n/learner/alert-settings';
import type { Db } from '@server/db/client';
import { BusinessError } from '@server/domain/business-error';
import type { PushService } from './push';
import { sendToLearner } from './subscriptions';

/** A test nobody saw within a minute is worthless later: the push service may drop it then. */
const TEST_TTL_SECONDS = 60;

/**
 * 「テスト通知を送る」 (issue 28 §2): 「テスト通知」 now to each of the learner's browsers, tagged
 * 'test' so a second press replaces the first; subscriptions gone (404/410) are dropped. A learner
 * without any subscription is told so (972).
 */
export async function sendTestPush(
  db: Db,
  push: Pick<PushService, 'send'>,
  learnerId: number,
  url: string,
  now: Date,
): Promise<{ sent: number; failed: number }> {
  const result = await sendToLearner(
    db,
    push,
    learnerId,
    { title: t('testPush.title'), body: t('testPush.body'), url, tag: 'test' },
    { ttlSeconds: TEST_TTL_SECONDS, urgency: 'high' },
    now,
  );
  if (result.targets === 0) throw BusinessError.of('error', 972);
  return { sent: result.sent, failed: result.failed };
}
