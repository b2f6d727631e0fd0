import { useState } from 'react';
import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import SuperviseIcon from '@mui/icons-material/AssignmentLateOutlined';
import { Form, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { DialogButtons, FieldInput, ResourceDefProvider, PermissionButton, useActionCall } from '../engine';
import { FINDING_COMPLETE, FINDING_STATUS } from '../findings';
import supervise from '../supervise/supervise/schema';

/** What the supervisor writes; the source and the subject come from the finding. */
const ASKED = ['content', 'requirement', 'deadline', 'supervisorUser'];
const fields = supervise.fields.filter((field) => ASKED.includes(field.name));

/**
 * 督办 of a finding row (`POST supervise/save`, button `supervise_add`): a dialog asking what to do and
 * by when; the server checks the finding and refuses a second supervision under way. Not offered once
 * the finding is complete.
 */
export const SuperviseButton = () => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const { call, busy } = useActionCall('supervise', { success: translate('app.supervise.saved', { _: '督办已发起' }) });
  const [open, setOpen] = useState(false);
  if (!record || !resource || Number(record[FINDING_STATUS]) === FINDING_COMPLETE) return null;
  const save = async (values: Record<string, unknown>) => {
    if (busy) return;
    const data = Object.fromEntries(ASKED.map((name) => [name, values[name] ?? null]));
    try {
      await call('save', { data: { ...data, sourceType: resource, sourceId: record.id } });
    } catch {
      return; // The HTTP layer shows the server's message; the dialog stays for another try.
    }
    setOpen(false);
  };
  return (
    <>
      <PermissionButton
        resource="supervise"
        action="add"
        label={translate('app.supervise.button', { _: '督办' })}
        icon={<SuperviseIcon />}
        onClick={() => setOpen(true)}
        testId="finding-supervise"
      />
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullWidth
        maxWidth="sm"
        onClick={(event) => event.stopPropagation()}
      >
        <DialogTitle>{translate('app.supervise.title', { _: '发起督办' })}</DialogTitle>
        <ResourceDefProvider def={supervise}>
          <Form onSubmit={save} record={{}}>
            <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
              {fields.map((field) => (
                <FieldInput key={field.name} field={field} />
              ))}
            </DialogContent>
            <DialogButtons
              onCancel={() => setOpen(false)}
              busy={busy}
              cancelTestId="supervise-cancel"
              confirmTestId="supervise-confirm"
            />
          </Form>
        </ResourceDefProvider>
      </Dialog>
    </>
  );
};
