import { useTranslate } from 'react-admin';
import { BatchCompleteButton as FindingBatchComplete } from '../../finding-screens/BatchCompleteButton';

interface Answer {
  completed: string[];
}

/** 批量办结 of the selected warnings: all completed, or none when any is not 已处理 (the refusal names them). */
export const BatchCompleteButton = () => {
  const translate = useTranslate();
  return (
    <FindingBatchComplete<Answer>
      hint={(count) =>
        translate('app.warn.batchHint', {
          _: '只有已处理的预警可以办结;所选预警有一条不能办结,则全部不办结并说明原因',
          count,
        })
      }
      summary={(answer) => translate('app.warn.batchDone', { _: '已办结%{done}条', done: answer.completed.length })}
      testIds={{
        button: 'warn-batch-complete',
        submit: 'warn-batch-submit',
        answer: 'warn-batch-answer',
      }}
    />
  );
};
