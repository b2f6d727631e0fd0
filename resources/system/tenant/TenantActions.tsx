import { useState } from 'react';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import StorageIcon from '@mui/icons-material/StorageOutlined';
import { useListContext, useTranslate } from 'react-admin';
import {
  FieldInput,
  useResourceDef,
  fieldOf,
  FormDialog,
  PermissionButton,
  recordDialogButton,
  type RecordDialogProps,
  useActionCall,
} from '../../engine';

/** Calls a tenant action and refreshes the list; the dialog stays open when the server refuses. */
function useTenantCall() {
  const translate = useTranslate();
  const { call, busy } = useActionCall('tenant', { success: translate('app.tenant.saved', { _: '配置成功' }) });
  return { call: (action: string, data: Record<string, unknown>) => call(action, { data }), busy };
}

/** The licence of the given tenants: account quota (-1 unlimited) and expiry (POST tenant/setting). */
const SettingDialog = ({
  ids,
  record,
  onClose,
}: {
  ids: string[];
  record?: Record<string, unknown>;
  onClose: () => void;
}) => {
  const def = useResourceDef();
  const translate = useTranslate();
  const { call, busy } = useTenantCall();
  const submit = async (values: Record<string, unknown>) => {
    await call('setting', {
      ids: ids.join(','),
      accountNumber: values.accountNumber ?? -1,
      expireTime: values.expireTime ?? '',
    });
    onClose();
  };
  return (
    <FormDialog
      open
      title={translate('app.tenant.setting', { _: '授权配置' })}
      record={{ accountNumber: record?.accountNumber ?? -1, expireTime: record?.expireTime }}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      testId="tenant-setting-dialog"
    >
      <FieldInput field={fieldOf(def.fields, 'accountNumber')} />
      <FieldInput field={fieldOf(def.fields, 'expireTime')} />
    </FormDialog>
  );
};

/** 授权配置 of one tenant (row). */
export const TenantSettingButton = recordDialogButton(
  ({ record, onClose }) => <SettingDialog ids={[String(record.id)]} record={record} onClose={onClose} />,
  {
    action: 'setting',
    label: ['app.tenant.setting', '授权配置'],
    icon: <SettingsIcon />,
    testId: 'row-tenant-setting',
  },
);

/** 授权配置 of the selected tenants at once (selection bar). */
export const TenantBulkSettingButton = () => {
  const translate = useTranslate();
  const { selectedIds, onUnselectItems } = useListContext();
  const [open, setOpen] = useState(false);
  return (
    <>
      <PermissionButton
        action="setting"
        label={translate('app.tenant.setting', { _: '授权配置' })}
        icon={<SettingsIcon />}
        onClick={() => setOpen(true)}
        testId="bulk-tenant-setting"
      />
      {open && (
        <SettingDialog
          ids={selectedIds.map(String)}
          onClose={() => {
            setOpen(false);
            onUnselectItems();
          }}
        />
      )}
    </>
  );
};

/** The data source a tenant's rows live in (POST tenant/datasource). */
const DatasourceDialog = ({ record, title, onClose }: RecordDialogProps) => {
  const def = useResourceDef();
  const { call, busy } = useTenantCall();
  const submit = async (values: Record<string, unknown>) => {
    await call('datasource', { tenantId: record.tenantId, datasourceId: values.datasourceId ?? '' });
    onClose();
  };
  return (
    <FormDialog
      open
      title={title}
      record={{ datasourceId: record.datasourceId }}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      testId="tenant-datasource-dialog"
    >
      <FieldInput field={fieldOf(def.fields, 'datasourceId')} />
    </FormDialog>
  );
};

/** 数据源 (button tenant_datasource) of one tenant (row). */
export const TenantDatasourceButton = recordDialogButton(DatasourceDialog, {
  action: 'datasource',
  label: ['app.tenant.datasource', '数据源'],
  icon: <StorageIcon />,
  testId: 'row-tenant-datasource',
});
