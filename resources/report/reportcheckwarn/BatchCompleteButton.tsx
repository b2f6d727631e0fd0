import { useTranslate } from 'react-admin';
import { BatchCompleteButton as FindingBatchComplete } from '../../finding-screens/BatchCompleteButton';

interface Answer {
  completed: string[];
  skipped: Array<{ id: string; reason: string }>;
}

/** 批量办结 of the selected warnings: the handled ones are completed, the others named with the reason. */
export const BatchCompleteButton = () => {
  const translate = useTranslate();
  return (
    <FindingBatchComplete<Answer>
      hint={(count) =>
        translate('app.warn.batchHint', { _: '只有已处理的预警可以办结,其余的将被跳过并说明原因', count })
      }
      summary={(answer) =>
        translate('app.warn.batchDone', {
          _: '已办结%{done}条,跳过%{skipped}条',
          done: answer.completed.length,
          skipped: answer.skipped.length,
        })
      }
      testIds={{
        button: 'warn-batch-complete',
        submit: 'warn-batch-submit',
        answer: 'warn-batch-answer',
        skipped: 'warn-batch-skipped',
      }}
    />
  );
};
