import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { t } from '@shared/i18n/console/learners';
import type { LearnerSummary } from '@shared/schemas/admin-learners';
import { ActionOutcome } from '@client/components/layouts/admin/ActionOutcome';
import { adminLearnerHref } from '@client/config/paths';
import { useStaffAction } from '@client/lib/use-staff-action';
import { enrolLearner } from '../api/learner-actions';

const EMPTY = { seitoNo: '', name: '', furigana: '', birthDate: '', address: '' };
type Field = keyof typeof EMPTY;
const FIELDS: { field: Field; type?: string; autoComplete?: string }[] = [
  { field: 'seitoNo', autoComplete: 'off' },
  { field: 'name', autoComplete: 'off' },
  { field: 'furigana', autoComplete: 'off' },
  { field: 'birthDate', type: 'date' },
  { field: 'address', autoComplete: 'off' },
];

/**
 * 教習生の登録 (issue 23): the office enters the school's record of a new learner; the learner then
 * signs up on /sp/signup with the same furigana and birth date. The server checks every field
 * (920–925); after a success the form empties for the next learner and links the one just added.
 */
export function EnrolLearnerForm() {
  const [record, setRecord] = useState(EMPTY);
  const [added, setAdded] = useState<LearnerSummary | null>(null);
  const save = useStaffAction();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAdded(null);
    const learner = await save.run(
      () => enrolLearner({ ...record, address: record.address === '' ? undefined : record.address }),
      (done) => t('enrol.done', { name: done.name, seitoNo: done.seitoNo }),
    );
    if (learner) {
      setAdded(learner);
      setRecord(EMPTY);
    }
  };
  return (
    <form
      noValidate
      className="admin-panel enrol-form"
      onSubmit={(e) => void submit(e)}
      aria-labelledby="enrol-title"
    >
      <h2 id="enrol-title">{t('enrol.title')}</h2>
      <p className="hint">{t('enrol.intro')}</p>
      <ActionOutcome done={save.done} problem={save.problem} />
      {added && (
        <p>
          <Link to={adminLearnerHref(added.learnerId)}>{t('enrol.open', { name: added.name })}</Link>
        </p>
      )}
      <div className="enrol-fields">
        {FIELDS.map(({ field, type, autoComplete }) => (
          <div className="field" key={field}>
            <label htmlFor={`enrol-${field}`}>{t(`enrol.fields.${field}`)}</label>
            <input
              id={`enrol-${field}`}
              type={type ?? 'text'}
              value={record[field]}
              onChange={(e) => setRecord({ ...record, [field]: e.target.value })}
              required={field !== 'address'}
              autoComplete={autoComplete}
              aria-describedby={`enrol-${field}-hint`}
            />
            <p className="hint" id={`enrol-${field}-hint`}>
              {t(`enrol.hints.${field}`)}
            </p>
          </div>
        ))}
      </div>
      <div className="admin-toolbar">
        <button type="submit" className="button button-primary" aria-disabled={save.busy}>
          {save.busy ? t('enrol.sending') : t('enrol.submit')}
        </button>
      </div>
    </form>
  );
}
