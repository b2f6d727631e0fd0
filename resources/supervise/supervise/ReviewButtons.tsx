import { useState } from 'react';
import { Button } from '@mui/material';
import ApproveIcon from '@mui/icons-material/CheckCircleOutline';
import RejectIcon from '@mui/icons-material/CancelOutlined';
import SendBackIcon from '@mui/icons-material/Undo';
import { useDataProvider, usePermissions, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { BladeDataProvider } from '../../../dataProvider';
import type { Permissions } from '../../../authProvider/permissions';
import { useToast } from '../../../src/layout/useToast';
import { holdsCode } from '../../engine';
import { actionPerm } from '../../lifecycles';
import { ReasonDialog } from './ReasonDialog';
import schema, { APPROVAL_STEPS, OPEN_STATES, stepAwaiting, type ApprovalStep } from './schema';

type Row = Record<string, unknown>;

/** The step the record waits for, when the user holds its role (the server checks both again). */
export function useMyStep(record: Row | undefined): ApprovalStep | undefined {
  const { permissions } = usePermissions<Permissions>();
  const step = record ? stepAwaiting(record.superviseStatus) : undefined;
  return step && permissions?.roles.includes(step.role) ? step : undefined;
}

/** The roles of the approval order the user holds, in order (the board's tabs). */
export function useMyRoles(): ApprovalStep[] {
  const { permissions } = usePermissions<Permissions>();
  return APPROVAL_STEPS.filter((step) => permissions?.roles.includes(step.role));
}

function useSend() {
  const dataProvider = useDataProvider<BladeDataProvider>();
  const notify = useToast();
  const refresh = useRefresh();
  const translate = useTranslate();
  return async (action: string, data: Row) => {
    await dataProvider.action('supervise', action, { data });
    notify(translate('app.common.success', { _: '操作成功' }), 'success');
    refresh();
  };
}

const roleName = (translate: ReturnType<typeof useTranslate>, step: ApprovalStep) =>
  translate(`app.superviseFlow.role.${step.role}`, { _: step.roleName });

/**
 * A reviewer's decision at the step the supervision waits for, shown only to a holder of that role:
 * the button, then the dialog asking the opinion or cause, sent with the role (the server checks both).
 */
const StepDecisionButton = ({ decision }: { decision: 'approved' | 'reject' }) => {
  const record = useRecordContext();
  const step = useMyStep(record);
  const translate = useTranslate();
  const send = useSend();
  const [open, setOpen] = useState(false);
  if (!record || !step) return null;
  const role = roleName(translate, step);
  const approve = decision === 'approved';
  return (
    <>
      <Button
        size="small"
        color={approve ? 'success' : 'error'}
        startIcon={approve ? <ApproveIcon /> : <RejectIcon />}
        onClick={() => setOpen(true)}
        data-testid={approve ? 'supervise-approve' : 'supervise-reject'}
      >
        {approve
          ? translate('app.superviseFlow.approve', { _: '审核通过' })
          : translate('app.superviseFlow.reject', { _: '驳回' })}
      </Button>
      <ReasonDialog
        open={open}
        title={
          approve
            ? translate('app.superviseFlow.approveTitle', { _: '%{role}审核通过', role })
            : translate('app.superviseFlow.rejectTitle', { _: '%{role}驳回', role })
        }
        hint={
          approve ? translate('app.superviseFlow.approveHint', { _: '以%{role}身份审核通过该督办', role }) : undefined
        }
        label={
          approve
            ? translate('app.superviseFlow.opinion', { _: '审核意见' })
            : translate('app.superviseFlow.cause', { _: '驳回原因' })
        }
        required={approve ? undefined : translate('app.superviseFlow.causeRequired', { _: '请输入驳回原因' })}
        testId={approve ? 'supervise-approve-dialog' : 'supervise-reject-dialog'}
        onClose={() => setOpen(false)}
        onSubmit={(text) =>
          send(
            decision,
            approve
              ? { id: record.id, role: step.role, opinion: text }
              : { id: record.id, role: step.role, cause: text },
          )
        }
      />
    </>
  );
};

/** 审核通过 as the role the supervision waits for (`POST supervise/approved` id, role, opinion). */
export const ApproveButton = () => <StepDecisionButton decision="approved" />;

/** 驳回 as the role the supervision waits for (`POST supervise/reject` id, role, cause). */
export const RejectButton = () => <StepDecisionButton decision="reject" />;

/** 退回 a supervision under way to the handling unit (`POST supervise/supervise-reject` id, type, cause). */
export const SendBackButton = () => {
  const record = useRecordContext();
  const { permissions } = usePermissions<Permissions>();
  const translate = useTranslate();
  const send = useSend();
  const [open, setOpen] = useState(false);
  const action = schema.lifecycles?.[0].actions.find((a) => a.name === 'supervise-reject');
  if (
    !record ||
    !action ||
    !OPEN_STATES.includes(Number(record.superviseStatus)) ||
    !holdsCode(permissions, actionPerm(schema, action))
  )
    return null;
  return (
    <>
      <Button size="small" startIcon={<SendBackIcon />} onClick={() => setOpen(true)} data-testid="supervise-send-back">
        {translate('app.superviseFlow.sendBack', { _: '退回' })}
      </Button>
      <ReasonDialog
        open={open}
        title={translate('app.superviseFlow.sendBackTitle', { _: '退回督办' })}
        label={translate('app.superviseFlow.sendBackCause', { _: '退回原因' })}
        required={translate('app.superviseFlow.sendBackRequired', { _: '请输入退回原因' })}
        testId="supervise-send-back-dialog"
        onClose={() => setOpen(false)}
        onSubmit={(cause) => send('supervise-reject', { id: record.id, type: record.sourceType, cause })}
      />
    </>
  );
};

/** The review buttons of a supervision row or page. */
export const ReviewButtons = () => (
  <>
    <ApproveButton />
    <RejectButton />
    <SendBackButton />
  </>
);
