import { useState, type ComponentProps } from 'react';
import DoneAllIcon from '@mui/icons-material/DoneAllOutlined';
import { BatchAnswer, BatchButton, OpinionInput, useBatchCall } from '../engine';

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

interface Props<A extends BatchAnswerOf> {
  /** The batch of the list's selected rows (useBatchCall of the resource). */
  batch: ReturnType<typeof useBatchCall<A>>;
  /** Who may run it: the resource holding the `batchComplete` button. */
  resource: string;
  /** 批量办结, the button's words and the dialog's title. */
  label: string;
  /** Which rows will be completed and which skipped, above the opinion. */
  hint: string;
  opinionLabel: string;
  opinionMaxLength?: number;
  /** The answer's counts in words (已办结2条,跳过1条), toasted and shown. */
  summary: (answer: A) => string;
  /** How people know a skipped row; the batch's own row captions when not given. */
  nameOf?: (id: string) => string;
  testIds: { button: string; submit: string; answer: string; skipped: string };
}

/**
 * 批量办结 of the selected handled records (`POST batch-complete`: ids, superviseOpinion): the dialog asks
 * for the 督办意见 (cleared each time it opens), and once answered lists every skipped record with its
 * reason, so nothing is left out silently. Warnings and complaints complete their batches so.
 */
export const BatchCompleteButton = <A extends BatchAnswerOf>({
  batch,
  resource,
  label,
  hint,
  opinionLabel,
  opinionMaxLength,
  summary,
  nameOf = batch.nameOf,
  testIds,
}: Props<A>) => {
  const [opinion, setOpinion] = useState('');
  return (
    <BatchButton
      batch={batch}
      resource={resource}
      action="batchComplete"
      label={label}
      icon={<DoneAllIcon />}
      testId={testIds.button}
      onStart={() => setOpinion('')}
      onConfirm={() => void batch.send('batch-complete', { superviseOpinion: opinion || undefined }, summary)}
      confirmTestId={testIds.submit}
      hint={hint}
      answer={<BatchResult batch={batch} summary={summary} nameOf={nameOf} testIds={testIds} />}
    >
      <OpinionInput label={opinionLabel} value={opinion} onChange={setOpinion} maxLength={opinionMaxLength} />
    </BatchButton>
  );
};
