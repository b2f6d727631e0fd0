import { useState } from 'react';
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

interface ResultProps<A> {
  batch: { answer?: A };
  /** The answer's count in words (已办结2条), toasted and shown. */
  summary: (answer: A) => string;
  testIds: { answer: string };
}

/** A batch's answer once it came (nothing before): how many rows it changed. */
export const BatchResult = <A,>({ batch, summary, testIds }: ResultProps<A>) =>
  batch.answer ? <BatchAnswer summary={summary(batch.answer)} testId={testIds.answer} /> : null;

interface Props<A> extends Pick<ResultProps<A>, 'summary'> {
  /** What the batch does to the `count` selected rows (all or none), above the opinion. */
  hint: (count: number) => string;
  testIds: { button: string; submit: string; answer: string };
}

/**
 * 批量办结 on a finding list's selection (`POST batch-complete`: ids, superviseOpinion), the bulk of its
 * 督办完成: the dialog asks for the finding's declared 督办意见 (cleared each time it opens); all the
 * selected records are completed, or none when any cannot be (the refusal names them). The button's
 * words are the declaration's `<name>_batchComplete` button, which also grants it.
 */
export const BatchCompleteButton = <A,>({ hint, summary, testIds }: Props<A>) => {
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
      answer={<BatchResult batch={batch} summary={summary} testIds={testIds} />}
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
