import {
  STUDENT_IDS_FILE_MAX_BYTES,
  type StudentIdsImportResult,
  studentIdsAddSchema,
} from '@dpms/shared/schemas';
import { FileUp, ListPlus } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { FieldShell } from '@/components/ui/field-shell.tsx';
import { TextareaField } from '@/components/ui/textarea-field.tsx';
import { describeError } from '@/lib/describe-error.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { translateMessage } from '@/lib/i18n/validation-messages.ts';
import { useAddStudentIds } from '../api/add-student-ids.ts';
import { useImportStudentIds } from '../api/import-student-ids.ts';
import { describeImport } from './describe-import.ts';

/** Lines, commas or spaces all separate IDs, so a pasted column or list works as is. */
function splitIds(text: string): string[] {
  return text.split(/[\s,;]+/).filter(Boolean);
}

type Outcome = { tone: 'success' | 'error'; message: string } | null;

/** Sends the IDs and says what came of it: how many were added, or why none were. True if sent. */
async function sendAndReport(
  send: () => Promise<StudentIdsImportResult>,
  setOutcome: (outcome: Outcome) => void,
): Promise<boolean> {
  try {
    setOutcome({ tone: 'success', message: describeImport(await send()) });
    return true;
  } catch (error) {
    setOutcome({ tone: 'error', message: describeError(error) });
    return false;
  }
}

/** Adds IDs to the allow-list: typed or pasted, or from a text/CSV file. */
export function AddStudentIdsCard() {
  return (
    <Card className="divide-y divide-line">
      <AddByText />
      <ImportFile />
    </Card>
  );
}

type CardFormProps = {
  title: string;
  /** A line under the title: what to give. */
  help: string;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
};

/** One of the card's two ways to add IDs: its title and line of help over its fields. */
function CardForm({ title, help, onSubmit, children }: CardFormProps) {
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4 p-5 sm:p-6">
      <div>
        <h2 className="text-base font-semibold text-ink">{title}</h2>
        <p className="mt-0.5 text-sm text-ink-muted">{help}</p>
      </div>
      {children}
    </form>
  );
}

function OutcomeLine({ outcome, id }: { outcome: Outcome; id: string }) {
  if (!outcome) return null;
  return (
    <p
      id={id}
      role={outcome.tone === 'error' ? 'alert' : 'status'}
      className={
        outcome.tone === 'error'
          ? 'text-sm font-medium text-danger-700'
          : 'rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900'
      }
    >
      {translateMessage(outcome.message)}
    </p>
  );
}

function AddByText() {
  const t = useT();
  const add = useAddStudentIds();
  const [text, setText] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const outcomeId = useId();
  const textId = useId();
  const failed = outcome?.tone === 'error';

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = studentIdsAddSchema.safeParse({ studentIds: splitIds(text) });
    if (!parsed.success) {
      setOutcome({ tone: 'error', message: parsed.error.issues[0]?.message ?? t('ids.check') });
      return;
    }
    if (await sendAndReport(() => add.mutateAsync(parsed.data.studentIds), setOutcome)) setText('');
  }

  return (
    <CardForm title={t('ids.addTitle')} help={t('ids.addText')} onSubmit={onSubmit}>
      <TextareaField
        label={t('ids.label')}
        hint={t('ids.hint')}
        rows={5}
        spellCheck={false}
        value={text}
        onChange={(event) => setText(event.target.value)}
        id={textId}
        aria-invalid={failed ? true : undefined}
        // The hint, and the error under it once there is one.
        {...(failed && { 'aria-describedby': `${textId}-hint ${outcomeId}` })}
      />
      <OutcomeLine outcome={outcome} id={outcomeId} />
      <Button type="submit" loading={add.isPending} className="w-full">
        {!add.isPending && <ListPlus aria-hidden="true" className="size-4" />}
        {add.isPending ? t('ids.adding') : t('ids.add')}
      </Button>
    </CardForm>
  );
}

function ImportFile() {
  const t = useT();
  const importFile = useImportStudentIds();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const outcomeId = useId();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setOutcome({ tone: 'error', message: t('ids.fileRequired') });
      return;
    }
    if (file.size > STUDENT_IDS_FILE_MAX_BYTES) {
      setOutcome({ tone: 'error', message: t('ids.fileTooLarge') });
      return;
    }
    if (await sendAndReport(() => importFile.mutateAsync(file), setOutcome)) {
      setFile(null);
      if (inputRef.current) inputRef.current.value = '';
    }
  }

  return (
    <CardForm
      title={t('ids.importTitle')}
      help="A .txt or .csv file, one ID a line, up to 1 MB."
      onSubmit={onSubmit}
    >
      <FieldShell label={t('ids.fileLabel')}>
        {(control) => (
          <input
            ref={inputRef}
            {...control}
            type="file"
            accept=".txt,.csv,text/plain,text/csv"
            aria-describedby={outcome ? outcomeId : undefined}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setOutcome(null);
            }}
            className="block w-full text-sm text-ink-muted file:mr-3 file:rounded-lg file:border file:border-line file:bg-white file:px-3 file:py-2 file:text-sm file:font-semibold file:text-ink hover:file:bg-slate-50"
          />
        )}
      </FieldShell>
      <OutcomeLine outcome={outcome} id={outcomeId} />
      <Button type="submit" variant="secondary" loading={importFile.isPending} className="w-full">
        {!importFile.isPending && <FileUp aria-hidden="true" className="size-4" />}
        {importFile.isPending ? t('ids.importing') : t('ids.import')}
      </Button>
    </CardForm>
  );
}
