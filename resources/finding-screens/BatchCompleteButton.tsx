import { useState, type ComponentProps } from 'react';
import DoneAllIcon from '@mui/icons-material/DoneAllOutlined';
import {
  BatchAnswer,
  BatchButton,
  fieldOf,
  OpinionInput,
  useBatchCall,
  useDeclaredLabel,
  useFieldLabel,
  useResourceDef,
} from '../engine';

/** What every batch answers: the rows it left out, each with the reason. */
type BatchAnswerOf = ComponentProps<typeof BatchAnswer>['answer'];

interface ResultProps<A extends BatchAnswerOf> {
  batch: { answer?: A };
  /** The answer's counts in words (已办结2条,跳过1条), toasted and shown. */
  summary: (answer: A) => string;
  /** How people know a skipped row (its number, or the batch's `nameOf`). */
  nameOf: (id: string) => string;
  testIds: { answer: string; skipped: string };
}

/** A batch's answer once it came (nothing before): its counts, then every skipped row with the reason. */
export const BatchResult = <A extends BatchAnswerOf>({ batch, summary, nameOf, testIds }: ResultProps<A>) =>
  batch.answer ? (
    <BatchAnswer
      answer={batch.answer}
      summary={summary(batch.answer)}
      nameOf={nameOf}
      testId={testIds.answer}
      skippedTestId={testIds.skipped}
    />
  ) : null;

interface Props<A extends BatchAnswerOf> extends Pick<ResultProps<A>, 'summary'> {
  /** Which of the `count` selected rows will be completed and which skipped, above the opinion. */
  hint: (count: number) => string;
  /** How people know a skipped row; the batch's own row captions when not given. */
  nameOf?: (id: string) => string;
  testIds: { button: string; submit: string; answer: string; skipped: string };
}

/**
 * 批量办结 on a finding list's selection (`POST batch-complete`: ids, superviseOpinion), the bulk of its
 * 督办完成: the dialog asks for the finding's declared 督办意见 (cleared each time it opens), and once
 * answered lists every skipped record with its reason, so nothing is left out silently. The button's
 * words are the declaration's `<name>_batchComplete` button, which also grants it.
 */
export const BatchCompleteButton = <A extends BatchAnswerOf>({ hint, summary, nameOf, testIds }: Props<A>) => {
  const def = useResourceDef();
  const labelOf = useDeclaredLabel();
  const fieldLabel = useFieldLabel();
  const batch = useBatchCall<A>(def.name);
  const [opinion, setOpinion] = useState('');
  const button = def.extraButtons?.find((b) => b.code === `${def.name}_batchComplete`);
  if (!button) throw new Error(`${def.name}: no batchComplete button declared`);
  const opinionField = fieldOf(def.fields, 'superviseOpinion');
  return (
    <BatchButton
      batch={batch}
      resource={def.name}
      action="batchComplete"
      label={labelOf({ label: button.name, en: button.en })}
      icon={<DoneAllIcon />}
      testId={testIds.button}
      onStart={() => setOpinion('')}
      onConfirm={() => void batch.send('batch-complete', { superviseOpinion: opinion || undefined }, summary)}
      confirmTestId={testIds.submit}
      hint={hint(batch.count)}
      answer={<BatchResult batch={batch} summary={summary} nameOf={nameOf ?? batch.nameOf} testIds={testIds} />}
    >
      <OpinionInput
        label={fieldLabel(opinionField)}
        value={opinion}
        onChange={setOpinion}
        maxLength={opinionField.maxLength}
      />
    </BatchButton>
  );
};
