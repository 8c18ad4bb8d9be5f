import { randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { messageFor } from '@shared/i18n/messages';
import { ja, t } from '@shared/i18n/imports';
import { japanDateKey } from '@shared/rules/japan-time';
import { isValidMailAddress, isValidMobileNumber, mobileDigits } from '@shared/rules/registration-change';
import { chunked } from '@server/db/chunked';
import { learners } from '@server/db/schema';
import {
  checkEnrolmentFields,
  ENROLMENT_CODES,
  type StudentNumberRules,
} from '@server/domain/account/enrolment';
import { firstSiteOf } from '@server/domain/school/site-option';
import { fileDate } from '@shared/rules/file-values';
import { noCounts, type CellProblem, type ImportKind } from '../import-kind';
import { endWithdrawnLearners } from '../withdraw-learners';

const headers = ja.headers.learners;

/** One line of the learners file, checked and cleaned as the school's record is stored. */
export interface LearnerRow {
  seitoNo: string;
  name: string;
  /** "family given", one space between (kana as the file wrote it: sign-up ignores katakana/hiragana) */
  furigana: string;
  birthDate: string;
  /** null: the file has no such column, so it fills nothing */
  mailAddress: string | null;
  /** digits only; null: no such column */
  mobileNumber: string | null;
  withdrawn: boolean;
}

interface LearnerRef {
  rules: StudentNumberRules;
  today: string;
}

/** What the import compares of a learner already in the database. */
export interface StoredLearner {
  name: string;
  furigana: string;
  birthDate: string | null;
  mailAddress: string;
  mobileNumber: string;
  webAccess: boolean;
  withdrawnAt: Date | null;
}

export type LearnerUpdate = Pick<
  StoredLearner,
  'name' | 'furigana' | 'birthDate' | 'mailAddress' | 'mobileNumber' | 'withdrawnAt'
>;

/** The column each code of {@link checkEnrolmentFields} names. */
const ENROLMENT_COLUMNS: Record<number, string> = {
  [ENROLMENT_CODES.seitoNo]: headers.seitoNo,
  [ENROLMENT_CODES.name]: headers.name,
  [ENROLMENT_CODES.furigana]: headers.furigana,
  [ENROLMENT_CODES.birthDate]: headers.birthDate,
};

/**
 * A contact item of the file against the stored one. Before sign-up (web access off) the school's
 * record is all there is, so the file sets it, empty too. After sign-up the learner keeps it up
 * to date on 登録情報の変更 (a mail address only once its link was opened), so the file only
 * fills one the learner left empty and never overwrites theirs with the office's older copy.
 */
function contactFromFile(
  file: string | null,
  stored: string,
  webAccess: boolean,
  same: (a: string, b: string) => boolean,
) {
  if (file === null || same(file, stored)) return stored;
  if (!webAccess || (stored === '' && file !== '')) return file;
  return stored;
}

/**
 * What a line of the file makes of a learner the school has, or null when it changes nothing:
 * name, furigana and birth date are the school's record and follow the file; mail address and
 * mobile number as {@link contactFromFile}; 退所 keeps the time it was first marked, 在籍 clears it.
 */
export function learnerUpdate(stored: StoredLearner, row: LearnerRow, now: Date): LearnerUpdate | null {
  const next: LearnerUpdate = {
    name: row.name,
    furigana: row.furigana,
    birthDate: row.birthDate,
    mailAddress: contactFromFile(row.mailAddress, stored.mailAddress, stored.webAccess, (a, b) => a === b),
    // a number stored with hyphens (090-1234-5678) is the file's digits
    mobileNumber: contactFromFile(
      row.mobileNumber,
      stored.mobileNumber,
      stored.webAccess,
      (a, b) => a === mobileDigits(b),
    ),
    withdrawnAt: row.withdrawn ? (stored.withdrawnAt ?? now) : null,
  };
  const same =
    next.name === stored.name &&
    next.furigana === stored.furigana &&
    next.birthDate === stored.birthDate &&
    next.mailAddress === stored.mailAddress &&
    next.mobileNumber === stored.mobileNumber &&
    next.withdrawnAt === stored.withdrawnAt;
  return same ? null : next;
}

function parseStatus(cell: string): boolean | null {
  if (cell === t('learnerStatus.enrolled')) return false;
  if (cell === t('learnerStatus.withdrawn')) return true;
  return null;
}

/**
 * `learners` (issue 24): 教習生番号, 氏名, フリガナ, 生年月日, メールアドレス, 携帯電話, 状態 (在籍/退所).
 * Every line follows the console's enrolment rules (920, 922–924: a furigana of two parts apart
 * by a space, in hiragana or katakana, as the office system writes 「ヤマダ タロウ」; one written
 * without the space is refused, since sign-up asks family and given name apart) and the learner's
 * own change form for mail (warning 5) and mobile number (warning 4; hyphens dropped). A new
 * learner is enrolled as on 教習生の登録 and signs up on /sp/signup; a learner the file leaves out
 * stays as they are (the school's office system may export only current learners). A learner
 * marked 退所 can neither sign in nor sign up; see {@link endWithdrawnLearners} for the rest.
 */
export const learnersKind: ImportKind<LearnerRow, LearnerRef> = {
  name: 'learners',
  columns: [
    { key: 'seitoNo', header: headers.seitoNo, required: true },
    { key: 'name', header: headers.name, required: true },
    { key: 'furigana', header: headers.furigana, required: true },
    { key: 'birthDate', header: headers.birthDate, required: true },
    { key: 'mailAddress', header: headers.mailAddress, required: false },
    { key: 'mobileNumber', header: headers.mobileNumber, required: false },
    { key: 'status', header: headers.status, required: true },
  ],
  async references(db, schoolId, now) {
    // 学校の設定 sets one length on every site, as for Admin/EnrolLearner
    const { account } = (await firstSiteOf(db, schoolId)).options;
    return { rules: account, today: japanDateKey(now) };
  },
  parse(cells, { rules, today }) {
    const problems: CellProblem[] = [];
    const birthDate = fileDate(cells.birthDate ?? '');
    const checked = checkEnrolmentFields(
      {
        seitoNo: cells.seitoNo ?? '',
        name: cells.name ?? '',
        furigana: cells.furigana ?? '',
        birthDate: birthDate ?? '',
      },
      rules,
      today,
    );
    if ('codes' in checked)
      for (const code of checked.codes) {
        if (code === ENROLMENT_CODES.birthDate && birthDate === null)
          problems.push({ column: headers.birthDate, message: t('problem.notDate') });
        else problems.push({ column: ENROLMENT_COLUMNS[code] ?? null, message: messageFor('error', code) });
      }
    const mailAddress = cells.mailAddress === undefined ? null : cells.mailAddress.normalize('NFKC').trim();
    if (mailAddress && !isValidMailAddress(mailAddress))
      problems.push({ column: headers.mailAddress, message: messageFor('warning', 5) });
    const mobileNumber =
      cells.mobileNumber === undefined ? null : mobileDigits(cells.mobileNumber.normalize('NFKC').trim());
    if (mobileNumber && !isValidMobileNumber(mobileNumber))
      problems.push({ column: headers.mobileNumber, message: messageFor('warning', 4) });
    const withdrawn = parseStatus(cells.status ?? '');
    if (withdrawn === null) problems.push({ column: headers.status, message: t('problem.notLearnerStatus') });
    if (problems.length > 0 || 'codes' in checked || withdrawn === null) return { problems };
    const { seitoNo, name, furigana } = checked.record;
    return {
      row: {
        seitoNo,
        name,
        furigana,
        birthDate: checked.record.birthDate,
        mailAddress,
        mobileNumber,
        withdrawn,
      },
    };
  },
  key: (row) => row.seitoNo,
  async apply(context, rows) {
    const { tx, schoolId, now } = context;
    const counts = noCounts();
    const existing = new Map(
      (
        await tx
          .select({
            id: learners.id,
            seitoNo: learners.seitoNo,
            name: learners.name,
            furigana: learners.furigana,
            birthDate: learners.birthDate,
            mailAddress: learners.mailAddress,
            mobileNumber: learners.mobileNumber,
            webAccess: learners.webAccess,
            withdrawnAt: learners.withdrawnAt,
          })
          .from(learners)
          .where(eq(learners.schoolId, schoolId))
      ).map((l) => [l.seitoNo, l]),
    );
    const added: LearnerRow[] = [];
    const updates: (LearnerUpdate & { id: number })[] = [];
    const withdrawnNow: number[] = [];
    for (const { row } of rows) {
      const was = existing.get(row.seitoNo);
      if (!was) {
        added.push(row);
        counts.added++;
        continue;
      }
      const update = learnerUpdate(was, row, now);
      if (!update) {
        counts.unchanged++;
        continue;
      }
      updates.push({ id: was.id, ...update });
      if (update.withdrawnAt !== null && was.withdrawnAt === null) withdrawnNow.push(was.id);
      counts.changed++;
    }
    if (added.length > 0) {
      // One hash for every learner this import enrols, not one each: scrypt takes ~50 ms, so
      // 10,000 of them would take minutes. Sharing it is safe because the password behind it is
      // 24 random bytes that are never stored, shown or kept past this line: nobody can know it,
      // sign-in refuses these learners anyway (web access off), and sign-up replaces the hash
      // with one of the learner's own before it turns web access on.
      const passwordHash = await context.hasher.hash(randomBytes(24).toString('base64url'));
      for (const part of chunked(added))
        await tx.insert(learners).values(
          part.map((row) => ({
            schoolId,
            seitoNo: row.seitoNo,
            name: row.name,
            furigana: row.furigana,
            birthDate: row.birthDate,
            mailAddress: row.mailAddress ?? '',
            mobileNumber: row.mobileNumber ?? '',
            passwordHash,
            webAccess: false,
            createdAt: now,
            withdrawnAt: row.withdrawn ? now : null,
          })),
        );
    }
    for (const part of chunked(updates)) {
      const values = sql.join(
        part.map(
          (u) =>
            sql`(${u.id}::integer, ${u.name}::text, ${u.furigana}::text, ${u.birthDate}::date, ${u.mailAddress}::text, ${u.mobileNumber}::text, ${u.withdrawnAt?.toISOString() ?? null}::timestamptz)`,
        ),
        sql`, `,
      );
      await tx.execute(sql`update ${learners}
        set name = file.name, furigana = file.furigana, birth_date = file.birth_date,
          mail_address = file.mail_address, mobile_number = file.mobile_number, withdrawn_at = file.withdrawn_at
        from (values ${values}) as file(id, name, furigana, birth_date, mail_address, mobile_number, withdrawn_at)
        where ${learners.id} = file.id`);
    }
    await endWithdrawnLearners(context, withdrawnNow);
    return { counts, problems: [] };
  },
  async exportRows(db, schoolId) {
    const rows = await db
      .select()
      .from(learners)
      .where(eq(learners.schoolId, schoolId))
      .orderBy(asc(learners.seitoNo));
    return rows.map((l) => [
      l.seitoNo,
      l.name,
      l.furigana,
      l.birthDate ?? '',
      l.mailAddress,
      l.mobileNumber,
      l.withdrawnAt ? t('learnerStatus.withdrawn') : t('learnerStatus.enrolled'),
    ]);
  },
};
