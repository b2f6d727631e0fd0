import { useState } from 'react';
import DoneAllIcon from '@mui/icons-material/DoneAllOutlined';
import { useTranslate } from 'react-admin';
import { BatchAnswer, BatchButton, OpinionInput, useBatchCall } from '../../engine';

interface Answer {
  completed: string[];
  skipped: Array<{ id: string; reason: string }>;
}

/**
 * 批量办结 of the selected warnings (`POST batch-complete`): the handled ones are completed, and the
 * answer's skipped ones stay listed with their reasons, so nothing is left out silently.
 */
export const BatchCompleteButton = () => {
  const translate = useTranslate();
  const batch = useBatchCall<Answer>('reportcheckwarn');
  const [opinion, setOpinion] = useState('');
  const summary = (answer: Answer) =>
    translate('app.warn.batchDone', {
      _: '已办结%{done}条,跳过%{skipped}条',
      done: answer.completed.length,
      skipped: answer.skipped.length,
    });
  return (
    <BatchButton
      batch={batch}
      resource="reportcheckwarn"
      action="batchComplete"
      label={translate('app.warn.batchComplete', { _: '批量办结' })}
      icon={<DoneAllIcon />}
      testId="warn-batch-complete"
      onConfirm={() => void batch.send('batch-complete', { superviseOpinion: opinion || undefined }, summary)}
      confirmTestId="warn-batch-submit"
      hint={translate('app.warn.batchHint', {
        _: '只有已处理的预警可以办结,其余的将被跳过并说明原因',
        count: batch.count,
      })}
      answer={
        batch.answer && (
          <BatchAnswer
            answer={batch.answer}
            summary={summary(batch.answer)}
            nameOf={batch.nameOf}
            testId="warn-batch-answer"
            skippedTestId="warn-batch-skipped"
          />
        )
      }
    >
      <OpinionInput label={translate('app.warn.opinion', { _: '督办意见' })} value={opinion} onChange={setOpinion} />
    </BatchButton>
  );
};
