import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { GoLiveChecklist } from '@shared/schemas/admin-school';
import { classPeriods, courseStops, courses, pointCategories, schools, stops } from '@server/db/schema';
import { createSchool } from '@server/domain/auth/staff/found-school';
import { addStaff, staffClient } from './admin-fixtures';
import { describeEachDatabase } from './databases';
import { useTestServer } from './harness';
import { expectOk } from './reservation-fixtures';

const openKeys = (checklist: GoLiveChecklist) => checklist.items.filter((i) => !i.done).map((i) => i.key);

describeEachDatabase(
  'Admin/GetGoLiveChecklist: what a school lacks before learners can book (issue 23 §9)',
  (kind) => {
    const server = useTestServer(kind);

    it('the demo school lacks nothing; a dispatcher may not read the list', async () => {
      const s = server();
      const admin = await staffClient(s);
      expect(openKeys(expectOk(await admin.post<GoLiveChecklist>('Admin/GetGoLiveChecklist', {})))).toEqual(
        [],
      );
      const dispatcher = await staffClient(s, await addStaff(s, 'dispatcher'));
      const refused = await dispatcher.post('Admin/GetGoLiveChecklist', {});
      expect(refused.body.status).toBe(false);
    });

    it('a new school lacks everything but delivery; items close as the school sets up', async () => {
      const s = server();
      const password = 'new-school-admin-pw';
      const schoolId = await createSchool(s.db, s.app.hasher, {
        serviceCode: 'golive',
        name: '開始前自動車学校',
        admin: { loginId: 'office01', password },
      });
      const admin = await staffClient(s, { serviceCode: 'golive', loginId: 'office01', password });
      const list = async () => expectOk(await admin.post<GoLiveChecklist>('Admin/GetGoLiveChecklist', {}));
      expect(openKeys(await list())).toEqual([
        'location',
        'mailSender',
        'periods',
        'stops',
        'courses',
        'categories',
        'runs',
        'vehicles',
        'learners',
      ]);

      await s.db
        .update(schools)
        .set({ latitude: 35.98, longitude: 139.59, mailAddress: 'office@golive.example.jp' })
        .where(eq(schools.id, schoolId));
      await s.db
        .insert(classPeriods)
        .values({ schoolId, jgn: 1, timeName: '1時限', startMinutes: 540, endMinutes: 590 });
      const [course] = await s.db
        .insert(courses)
        .values({ schoolId, homenCd: 'N', name: '北コース' })
        .returning();
      const afterCourse = await list();
      expect(openKeys(afterCourse)).toEqual([
        'stops',
        'courses',
        'categories',
        'runs',
        'vehicles',
        'learners',
      ]);
      expect(afterCourse.items.find((i) => i.key === 'courses')!.missing).toEqual(['北コース']);

      const [stop] = await s.db
        .insert(stops)
        .values({
          schoolId,
          busStopCd: 'S1',
          name: '駅前',
          displayName: '駅前',
          areaCd: '99',
          latitude: 35.98,
          longitude: 139.59,
        })
        .returning();
      expect(openKeys(await list())).toContain('stops');
      await s.db.update(stops).set({ areaCd: 'A' }).where(eq(stops.id, stop!.id));
      await s.db
        .insert(courseStops)
        .values({ courseId: course!.id, stopId: stop!.id, seq: 1, offsetMinutes: 0 });
      expect(openKeys(await list())).toEqual(['categories', 'runs', 'vehicles', 'learners']);
      // a category learners register their own points in; a school's own category does not count
      await s.db
        .insert(pointCategories)
        .values({ schoolId, categoryCd: 'S', name: '駅', displayName: '駅', limitPerLearner: 1 });
      expect(openKeys(await list())).toContain('categories');
      await s.db.insert(pointCategories).values({
        schoolId,
        categoryCd: 'H',
        name: '自宅',
        displayName: '自宅',
        limitPerLearner: 2,
        isPersonal: true,
      });
      expect(openKeys(await list())).toEqual(['runs', 'vehicles', 'learners']);
      // a course learners cannot search does not count
      await s.db.update(courses).set({ isNetRelease: false }).where(eq(courses.id, course!.id));
      expect(openKeys(await list())).toEqual(['courses', 'runs', 'vehicles', 'learners']);
    });
  },
);
