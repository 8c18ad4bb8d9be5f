import { and, count, desc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { messages } from '@shared/i18n/messages';
import type { LoginResponse } from '@shared/schemas/auth';
import type {
  EnrolLearnerRequest,
  LearnerSummary,
  SearchLearnersResponse,
} from '@shared/schemas/admin-learners';
import type { SignUpResponse } from '@shared/schemas/sign-up';
import { auditLog, learners } from '@server/db/schema';
import { addStaff, staffClient } from './admin-fixtures';
import { describeEachDatabase } from './databases';
import { DEMO, freshClient, useTestServer, type TestServer } from './harness';
import { expectOk, expectRefusal } from './reservation-fixtures';

const HANAKO = {
  seitoNo: '2600001',
  name: '佐藤 花子',
  furigana: 'さとう はなこ',
  birthDate: '2008-04-01',
  address: '埼玉県上尾市本町1-2-3',
} satisfies EnrolLearnerRequest;

const learnerCount = async (s: TestServer) =>
  (await s.db.select({ n: count() }).from(learners).where(eq(learners.schoolId, s.schoolId)))[0]!.n;

describeEachDatabase(
  'Admin/EnrolLearner: the office enrols a learner, who then signs up (issue 23)',
  (kind) => {
    const server = useTestServer(kind, { env: { TRUST_PROXY: 'loopback' } });

    it('a dispatcher enrols; audited; the learner signs up with the same furigana and birth date and signs in', async () => {
      const s = server();
      const dispatcher = await staffClient(s, await addStaff(s, 'dispatcher'));
      const added = expectOk(await dispatcher.post<LearnerSummary>('Admin/EnrolLearner', HANAKO));
      expect(added).toMatchObject({ seitoNo: HANAKO.seitoNo, name: HANAKO.name, furigana: HANAKO.furigana });

      const [row] = await s.db.select().from(learners).where(eq(learners.id, added.learnerId));
      expect(row).toMatchObject({ schoolId: s.schoolId, webAccess: false, birthDate: HANAKO.birthDate });
      const [audit] = await s.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
      expect(audit).toMatchObject({
        action: 'learner.enrol',
        targetType: 'learner',
        learnerId: added.learnerId,
      });
      expect(audit!.after).toEqual(HANAKO);
      const found = expectOk(
        await dispatcher.post<SearchLearnersResponse>('Admin/SearchLearners', { query: 'サトウ' }),
      );
      expect(found.learners.map((l) => l.seitoNo)).toContain(HANAKO.seitoNo);

      const learner = await freshClient(s);
      const headers = { 'x-forwarded-for': '192.0.2.61' };
      const before = await learner.post<LoginResponse>(
        'Auth/Login',
        { serviceCode: DEMO.serviceCode, site: '1', seitoNo: HANAKO.seitoNo, password: '0401' },
        { headers },
      );
      expect(before.body.error?.code).toBe(101);
      const signedUp = await learner.post<SignUpResponse>(
        'User/SignUp',
        {
          serviceCode: DEMO.serviceCode,
          site: '1',
          seitoNo: HANAKO.seitoNo,
          furiganaFamily: 'サトウ',
          furiganaGiven: 'はなこ',
          mobileNumber: '09012345678',
          birthDate: HANAKO.birthDate,
          privacyConsent: true,
        },
        { headers },
      );
      expect(expectOk(signedUp)).toEqual({ seitoNo: HANAKO.seitoNo });
      const after = await learner.post<LoginResponse>(
        'Auth/Login',
        { serviceCode: DEMO.serviceCode, site: '1', seitoNo: HANAKO.seitoNo, password: '0401' },
        { headers },
      );
      expect(after.body.status, after.text).toBe(true);
    });

    it('each wrong field is refused with its message and nothing is written', async () => {
      const s = server();
      const admin = await staffClient(s);
      const before = await learnerCount(s);
      const wrong: [Partial<EnrolLearnerRequest>, number][] = [
        [{ seitoNo: '26000' }, 920],
        [{ seitoNo: '2600001x' }, 920],
        [{ name: ' ' }, 922],
        [{ name: '佐藤\u202e子花' }, 922],
        [{ furigana: '佐藤 花子' }, 923],
        [{ birthDate: '2008-02-30' }, 924],
        [{ birthDate: '2020-01-01' }, 924],
        [{ address: 'あ'.repeat(101) }, 925],
      ];
      for (const [change, code] of wrong) {
        const answer = await admin.post('Admin/EnrolLearner', { ...HANAKO, seitoNo: '2600002', ...change });
        expectRefusal(answer, code, (messages.error as Record<number, string>)[code]!);
      }
      expect(await learnerCount(s)).toBe(before);
    });

    it('a student number the school has is refused (921), also when two staff enrol it at once', async () => {
      const s = server();
      const [first, second] = [await staffClient(s), await staffClient(s)];
      const body = { ...HANAKO, seitoNo: '2600003' };
      const answers = await Promise.all([
        first.post('Admin/EnrolLearner', body),
        second.post('Admin/EnrolLearner', { ...body, name: '別の 花子' }),
      ]);
      expect(answers.filter((a) => a.body.status).length).toBe(1);
      expectRefusal(
        answers.find((a) => !a.body.status)!,
        921,
        messages.error[921],
      );
      const rows = await s.db
        .select()
        .from(learners)
        .where(and(eq(learners.schoolId, s.schoolId), eq(learners.seitoNo, '2600003')));
      expect(rows).toHaveLength(1);
      expectRefusal(
        await first.post('Admin/EnrolLearner', { ...HANAKO, seitoNo: DEMO.main.seitoNo }),
        921,
        messages.error[921],
      );
    });
  },
);
