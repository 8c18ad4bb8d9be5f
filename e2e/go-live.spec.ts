import type { Page } from 'playwright-core';
import { messages } from '@shared/i18n/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOperatorCli } from '../test/api/operator-cli';
import { freePort, startSmtpListener, type SmtpListener } from '../test/api/smtp-listener';
import { PHONE, expectAccessible, expectNoHorizontalScroll } from './browser';
import { claim } from './owners';
import { useOwnConsole } from './own-console';

claim('go-live');

const SCHOOL = { serviceCode: 'midori', name: 'みどり自動車学校', admin: 'office01' };
const ADMIN_PASSWORD = 'first-admin-password-2026';
/** Three stops of the new course, typed as coordinates (this network has no map tiles). */
const STOPS = [
  { code: 'S1', name: '上尾駅東口', latitude: '35.9776', longitude: '139.5932', minutes: 0 },
  { code: 'S2', name: '柏座二丁目', latitude: '35.9741', longitude: '139.5871', minutes: 6 },
  { code: 'S3', name: '宮本町', latitude: '35.9700', longitude: '139.5800', minutes: 12 },
];
const LEARNER = {
  seitoNo: '2600001',
  name: '佐藤 花子',
  furigana: 'さとう はなこ',
  birthDate: '2008-04-01',
  password: '0401',
};

/**
 * Issue 23's acceptance: a school goes live on an empty production database with the README's
 * commands and the console alone — the operator creates the school, its admin sets it up screen
 * by screen while the home's checklist empties, a learner enrolled in the console signs up on
 * /sp/signup and books. A server of its own (NODE_ENV=production, no demo, a real SMTP listener
 * on loopback): nothing here touches the shared demo server.
 */
describe('A school goes live from an empty production database to its first booking', () => {
  let smtp: SmtpListener;
  const own = useOwnConsole({
    dataPrefix: 'bus-e2e-go-live-',
    account: null,
    // the operator's part: an empty production database, the school created before the server starts
    beforeStart: async (dataDir) => {
      smtp = await startSmtpListener();
      const port = await freePort();
      const env = {
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        PORT: String(port),
        SESSION_SECRET: 'go-live-e2e-session-secret-of-32-chars-or-more',
        PUBLIC_URL: `http://127.0.0.1:${port}/bus/ankyo/`,
        SMTP_URL: smtp.url,
        SCRYPT_LOG_N: '10',
        LOG_LEVEL: 'warn',
      };
      const created = await runOperatorCli(
        'school',
        ['create', SCHOOL.serviceCode, '--name', SCHOOL.name, '--admin', SCHOOL.admin, '--digits', '7'],
        `${ADMIN_PASSWORD}\n`,
        env,
      );
      expect(created.output).toContain(`Created school "${SCHOOL.serviceCode}"`);
      expect(created.code).toBe(0);
      return env;
    },
  });
  afterAll(() => smtp?.close());
  let page: Page;
  beforeAll(() => {
    page = own.page;
  });
  const at = (screen: string) => own.at(screen);
  const menuLink = (name: string) => own.menuLink(name);
  const screenshots = (name: string) => own.screenshots(`go-live-${name}`);
  const checklist = () => page.getByRole('region', { name: '開始までの準備' });
  const openItems = async () => {
    await page.goto(at('admin'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    // the checklist is asked on every visit; an empty one shows nothing
    await page.waitForLoadState('networkidle');
    if ((await checklist().count()) === 0) return [];
    return checklist().getByRole('listitem').allInnerTexts();
  };

  it('the operator’s school has no demo; its admin signs in and the home lists everything still missing', async () => {
    await page.goto(at(`admin/login?serviceCode=${SCHOOL.serviceCode}`));
    await page.getByLabel('ログインID').fill(SCHOOL.admin);
    await page.getByLabel('パスワード').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'ログイン' }).click();
    await page.getByRole('navigation', { name: 'コンソールメニュー' }).waitFor();
    await checklist().waitFor();
    expect(await checklist().getByRole('listitem').allInnerTexts()).toHaveLength(9);
    await expectAccessible(page);
    await screenshots('01-checklist');
    // no demo school on a production database
    const demo = await fetch(at('api/Provider/GetProviderInfo'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ serviceCode: 'demo' }),
    });
    expect(((await demo.json()) as { status: boolean }).status).toBe(false);
  });

  it('settings: the school’s position and mail sender close two items', async () => {
    await checklist().getByRole('link', { name: '学校の設定へ' }).first().click();
    await page.getByRole('heading', { level: 1, name: '学校の設定' }).waitFor();
    await page.getByLabel('電話番号（教習生の画面に表示）').fill('048-700-0000');
    await page.getByLabel('メールの差出人アドレス').fill('office@midori.example.jp');
    await page.getByLabel('緯度').fill('35.9862');
    await page.getByLabel('経度').fill('139.5936');
    await page.getByRole('button', { name: '保存する' }).click();
    await page.getByRole('status').filter({ hasText: '学校の設定を保存しました。' }).waitFor();
    const open = await openItems();
    expect(open).toHaveLength(7);
    expect(open.join('\n')).not.toContain('メールの差出人アドレス');
  });

  it('calendar: a day closed with a reason', async () => {
    await menuLink('営業日カレンダー').click();
    await page.getByRole('heading', { level: 1, name: '営業日カレンダー' }).waitFor();
    await page.getByRole('button', { name: '次の月 →' }).click();
    const cell = page.getByRole('button', { name: /^15日/ });
    await cell.click();
    await page.getByLabel(/^理由/).fill('開校記念日');
    await page.getByRole('button', { name: '休業にする' }).click();
    await page.getByRole('status').filter({ hasText: 'を休業にしました。' }).waitFor();
    await cell.filter({ hasText: '休業：開校記念日' }).waitFor();
    await expectAccessible(page);
  });

  it('timetable and network: a period, an area, three stops by typed coordinates, a course through them, a category for learners’ own points', async () => {
    await menuLink('時限と路線').click();
    await page.getByRole('heading', { level: 1, name: '時限と路線' }).waitFor();
    await page.getByRole('button', { name: '時限を追加' }).click();
    await page.getByLabel('1番目の時限の名前').fill('1時限');
    await page.getByLabel('1番目の時限の開始').fill('09:00');
    await page.getByLabel('1番目の時限の終了').fill('09:50');
    await page.getByRole('button', { name: '時限を保存' }).click();
    await page.getByRole('status').filter({ hasText: '時限を保存しました。' }).waitFor();

    await page.getByRole('button', { name: 'エリアを追加' }).click();
    await page.getByLabel('エリアコード').fill('01');
    await page.getByLabel('エリア名（30文字以内）').fill('上尾');
    await page.getByRole('button', { name: '追加する' }).click();
    await page.getByRole('cell', { name: '上尾', exact: true }).waitFor();

    const stops = page.getByRole('region', { name: '乗車地点' });
    for (const stop of STOPS) {
      await stops.getByRole('button', { name: '乗車地点を追加' }).click();
      const form = page.getByRole('form', { name: '乗車地点の追加' });
      await form.getByLabel('乗車地点コード').fill(stop.code);
      await form.getByLabel('乗車地点名（40文字以内）').fill(stop.name);
      await form.getByLabel('エリア').selectOption('01');
      await form.getByLabel('緯度').fill(stop.latitude);
      await form.getByLabel('経度').fill(stop.longitude);
      await form.getByRole('button', { name: '追加する' }).click();
      await stops.getByText(`乗車地点「${stop.name}」を追加しました。`).waitFor();
    }

    const courses = page.getByRole('region', { name: '方面' });
    await courses.getByRole('button', { name: '方面を追加' }).click();
    const form = page.getByRole('form', { name: '方面の追加' });
    await form.getByLabel('方面コード').fill('N');
    await form.getByLabel('方面名（30文字以内）').fill('北コース');
    for (const stop of STOPS) {
      await form.getByLabel('追加する乗車地点').selectOption(stop.code);
      await form.getByRole('button', { name: '地点を追加' }).click();
      await form.getByLabel(`${stop.name}の始発からの分`).fill(String(stop.minutes));
    }
    await form.getByRole('button', { name: '追加する' }).click();
    await courses.getByText('方面「北コース」を追加しました。').waitFor();

    // where learners register their own points
    const categories = page.getByRole('region', { name: '地点の種別' });
    await categories.getByRole('button', { name: '種別を追加' }).click();
    const category = page.getByRole('form', { name: '種別の追加' });
    await category.getByLabel('種別コード').fill('H');
    await category.getByLabel(/^種別名/).fill('自宅');
    await category.getByLabel(/^1人が登録できる数/).fill('2');
    await category.getByLabel('教習生が自分の地点を登録する種別').check();
    await category.getByRole('button', { name: '追加する' }).click();
    await categories.getByText('種別「自宅」を追加しました。').waitFor();
    await expectAccessible(page);
    await screenshots('03-network');
    const open = await openItems();
    expect(open).toHaveLength(3);
    expect(open.join('\n')).toContain('これからの便がありません');
    expect(open.join('\n')).toContain('車両が登録されていません');
  });

  it('a vehicle, then the weekly pattern: runs to the horizon; only the learners are missing', async () => {
    await menuLink('車両と端末').click();
    await page.getByRole('button', { name: '車両を登録' }).click();
    await page.getByLabel(/車両コード/).fill('B1');
    await page.getByLabel(/車両名/).fill('1号車');
    await page.getByLabel(/定員/).fill('14');
    await page.getByRole('button', { name: '登録する' }).click();
    await page.getByRole('row', { name: /1号車/ }).waitFor();

    await menuLink('運行パターン').click();
    await page.getByRole('heading', { level: 1, name: '運行パターン' }).waitFor();
    await page.getByLabel('方面').selectOption('N');
    for (const weekday of ['月', '火', '水', '木', '金', '土']) {
      await page.getByRole('checkbox', { name: new RegExp(`^1時限.* 往路 ${weekday}曜日に運行$`) }).check();
    }
    await page.getByLabel(/^1時限.* 往路 座席$/).fill('12');
    await page.getByRole('button', { name: '保存して便を作る' }).click();
    await page.getByRole('status').filter({ hasText: '運行パターンを保存しました。' }).waitFor();
    await expectAccessible(page);
    await screenshots('04-pattern');
    expect(await openItems()).toEqual(['教習生が登録されていません。教習生サポートへ']);
  });

  it('learners: the office enrols one; the checklist is empty and leaves the home', async () => {
    await menuLink('教習生サポート').click();
    await page.getByRole('heading', { name: '教習生の登録' }).waitFor();
    await expectAccessible(page);
    await page.getByLabel('学生番号', { exact: true }).fill(LEARNER.seitoNo);
    await page.getByLabel('氏名', { exact: true }).fill(LEARNER.name);
    await page.getByLabel('ふりがな', { exact: true }).fill('Sato Hanako');
    await page.getByLabel('生年月日').fill(LEARNER.birthDate);
    await page.getByRole('button', { name: '登録する' }).click();
    await page.getByRole('alert').filter({ hasText: messages.error[923] }).waitFor();
    await page.getByLabel('ふりがな', { exact: true }).fill(LEARNER.furigana);
    await page.getByRole('button', { name: '登録する' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `${LEARNER.name}（${LEARNER.seitoNo}）を登録しました。` })
      .waitFor();
    await expectAccessible(page);
    await screenshots('02-enrol');
    expect(await openItems()).toEqual([]);
    await screenshots('05-home-ready');
  });

  it('the enrolled learner signs up on /sp/signup, signs in with the birthday password and books the school’s first ride', async () => {
    const phone = await own.browser.newContext({ ...PHONE, locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
    const learner = await phone.newPage();
    await learner.goto(at(`sp/signup?serviceCode=${SCHOOL.serviceCode}&site=1`));
    await learner.getByLabel('学生番号').fill(LEARNER.seitoNo);
    await learner.getByLabel('姓').fill('さとう');
    await learner.getByLabel('名', { exact: true }).fill('はなこ');
    await learner.getByLabel('携帯電話番号').fill('090-1234-5678');
    await learner.getByLabel('生年月日の年').selectOption('2008');
    await learner.getByLabel('生年月日の月').selectOption('4');
    await learner.getByLabel('生年月日の日').selectOption('1');
    await learner.getByLabel('同意する').check();
    await learner.getByRole('button', { name: '登録する' }).click();
    await learner.getByRole('heading', { name: '利用登録が完了しました' }).waitFor();
    await learner.getByRole('link', { name: 'ログイン画面へ' }).click();
    await learner.getByLabel('学生番号').fill(LEARNER.seitoNo);
    await learner.getByLabel('パスワード').fill(LEARNER.password);
    await learner.getByRole('button', { name: 'ログイン' }).click();
    await learner.waitForURL(/\/sp\/menu/);
    await expectNoHorizontalScroll(learner);

    // the first booking of the school: the first bookable day, to school, by course
    await learner.getByRole('heading', { name: '送迎バスの予約' }).waitFor();
    const day = learner.getByLabel('乗車日');
    const label = (await day.locator('option').allInnerTexts()).find((text) => /^\d{2}月/.test(text))!;
    await day.selectOption({ label });
    await learner.getByLabel('往路（学校行き）').check();
    await learner.getByRole('button', { name: '次へ' }).click();
    await learner.waitForURL(/\/sp\/course/);
    await learner.getByRole('button', { name: 'コースから探す' }).click();
    await learner.getByRole('link', { name: '北コース' }).click();
    await learner.getByRole('button', { name: '選択：柏座二丁目' }).click();
    await learner.waitForURL(/\/sp\/time/);
    await learner.getByRole('radio').first().check();
    await learner.getByRole('button', { name: '次へ' }).click();
    await learner.waitForURL(/\/sp\/confirm/);
    await learner.getByRole('button', { name: '予約する' }).click();
    await learner.waitForURL(/\/sp\/menu/);
    await learner.getByText(`${label} 往路を予約しました`).waitFor();
    await expectAccessible(learner);
    await phone.close();

    // the day board shows the ride on the run the pattern made
    await page.goto(at('admin/learners'));
    await page.getByLabel('氏名・ふりがな・学生番号・携帯電話番号').fill(LEARNER.seitoNo);
    await page.getByRole('button', { name: '検索' }).click();
    await page.getByRole('link', { name: new RegExp(LEARNER.name) }).click();
    await page.getByRole('cell', { name: /柏座二丁目/ }).waitFor();
  });
});
