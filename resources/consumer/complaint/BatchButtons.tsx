import { useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import PlaylistAddCheckIcon from '@mui/icons-material/PlaylistAddCheckOutlined';
import { useTranslate } from 'react-admin';
import { BatchButton, useBatchCall } from '../../engine';
import { BatchCompleteButton as FindingBatchComplete, BatchResult } from '../../finding-screens/BatchCompleteButton';

interface Answer {
  done: string[];
}

/** The operations of batch-process: the declared action, its label and the message of an empty cause. */
const OPERATES = [
  {
    id: 'handle',
    key: 'app.complaint.operateHandle',
    zh: '处理',
    required: ['app.complaint.causeHandleRequired', '请输入处理结果'],
  },
  {
    id: 'reject',
    key: 'app.complaint.operateReject',
    zh: '不予受理',
    required: ['app.complaint.causeRejectRequired', '请输入不予受理理由'],
  },
] as const;

/** Where both batches show their answer. */
const ANSWER_TEST_IDS = { answer: 'complaint-batch-answer' };

/** How a complaint batch words its answer (已处理3条). */
const useComplaintBatchWords = () => {
  const translate = useTranslate();
  const summaryOf = (verb: string) => (answer: Answer) =>
    translate('app.complaint.batchDone', { _: '已%{verb}%{done}条', verb, done: answer.done.length });
  return { summaryOf };
};

/**
 * 批量处理 of the selected complaints (`POST batch-process`: ids, operate, cause): the chosen action
 * (处理 / 不予受理) is applied to all of them, the cause being what was done and told to the consumer;
 * when any is not 待处理 none changes and the refusal names them by their numbers.
 */
export const BatchProcessButton = () => {
  const translate = useTranslate();
  const batch = useBatchCall<Answer>('complaint');
  const { summaryOf } = useComplaintBatchWords();
  const [operate, setOperate] = useState<(typeof OPERATES)[number]['id']>('handle');
  const [cause, setCause] = useState('');
  const [missing, setMissing] = useState(false);
  const chosen = OPERATES.find((o) => o.id === operate) ?? OPERATES[0];
  const summary = summaryOf(translate(chosen.key, { _: chosen.zh }));
  const submit = () => {
    if (!cause.trim()) return setMissing(true);
    void batch.send('batch-process', { operate, cause }, summary);
  };
  return (
    <BatchButton
      batch={batch}
      resource="complaint"
      action="batchProcess"
      label={translate('app.complaint.batchProcess', { _: '批量处理' })}
      icon={<PlaylistAddCheckIcon />}
      testId="complaint-batch-process"
      onStart={() => {
        setCause('');
        setMissing(false);
      }}
      onConfirm={submit}
      closeTestId="complaint-batch-close"
      confirmTestId="complaint-batch-submit"
      hint={translate('app.complaint.batchProcessHint', {
        _: '已选%{count}条,须都是待处理的投诉;有一条不能处理,则全部不处理并说明原因',
        count: batch.count,
      })}
      answer={<BatchResult batch={batch} summary={summary} testIds={ANSWER_TEST_IDS} />}
    >
      <TextField
        select
        label={translate('app.complaint.operate', { _: '处理方式' })}
        value={operate}
        onChange={(e) => setOperate(e.target.value as typeof operate)}
        fullWidth
        sx={{ mb: 2 }}
        inputProps={{ 'data-testid': 'complaint-operate' }}
      >
        {OPERATES.map((o) => (
          <MenuItem key={o.id} value={o.id} data-testid={`complaint-operate-${o.id}`}>
            {translate(o.key, { _: o.zh })}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={translate('app.complaint.cause', { _: '处理意见(答复投诉人)' })}
        value={cause}
        onChange={(e) => {
          setCause(e.target.value);
          setMissing(false);
        }}
        multiline
        minRows={3}
        fullWidth
        required
        error={missing}
        helperText={missing ? translate(chosen.required[0], { _: chosen.required[1] }) : undefined}
        inputProps={{ 'data-testid': 'complaint-cause', maxLength: 1000 }}
      />
    </BatchButton>
  );
};

/** 批量办结 of the selected complaints: all completed, or none when any is not 已处理 (the refusal names them). */
export const BatchCompleteButton = () => {
  const translate = useTranslate();
  const { summaryOf } = useComplaintBatchWords();
  return (
    <FindingBatchComplete<Answer>
      hint={(count) =>
        translate('app.complaint.batchCompleteHint', {
          _: '已选%{count}条,须都是已处理的投诉;有一条不能办结,则全部不办结并说明原因',
          count,
        })
      }
      summary={summaryOf(translate('app.complaint.complete', { _: '办结' }))}
      testIds={{ button: 'complaint-batch-complete', submit: 'complaint-batch-complete-submit', ...ANSWER_TEST_IDS }}
    />
  );
};
