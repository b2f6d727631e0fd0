import { useState } from 'react';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import StorageIcon from '@mui/icons-material/StorageOutlined';
import { useListContext, useTranslate } from 'react-admin';
import {
  ActionFormDialog,
  type ActionFormDialogProps,
  FieldInput,
  useResourceDef,
  fieldOf,
  PermissionButton,
  recordDialogButton,
  type RecordDialogProps,
} from '../../engine';

/** A form of some declared tenant fields, saved by a tenant action (`POST tenant/{action}`). */
const TenantFieldsDialog = ({
  fields,
  ...dialog
}: Omit<ActionFormDialogProps, 'resource' | 'success' | 'children'> & { fields: string[] }) => {
  const def = useResourceDef();
  const translate = useTranslate();
  return (
    <ActionFormDialog resource="tenant" success={translate('app.tenant.saved', { _: '配置成功' })} {...dialog}>
      {fields.map((name) => (
        <FieldInput key={name} field={fieldOf(def.fields, name)} />
      ))}
    </ActionFormDialog>
  );
};

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
  const translate = useTranslate();
  return (
    <TenantFieldsDialog
      title={translate('app.tenant.setting', { _: '授权配置' })}
      fields={['accountNumber', 'expireTime']}
      record={{ accountNumber: record?.accountNumber ?? -1, expireTime: record?.expireTime }}
      action="setting"
      toData={(values) => ({
        ids: ids.join(','),
        accountNumber: values.accountNumber ?? -1,
        expireTime: values.expireTime ?? '',
      })}
      onClose={onClose}
      testId="tenant-setting-dialog"
    />
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
const DatasourceDialog = ({ record, title, onClose }: RecordDialogProps) => (
  <TenantFieldsDialog
    title={title}
    fields={['datasourceId']}
    record={{ datasourceId: record.datasourceId }}
    action="datasource"
    toData={(values) => ({ tenantId: record.tenantId, datasourceId: values.datasourceId ?? '' })}
    onClose={onClose}
    testId="tenant-datasource-dialog"
  />
);

/** 数据源 (button tenant_datasource) of one tenant (row). */
export const TenantDatasourceButton = recordDialogButton(DatasourceDialog, {
  action: 'datasource',
  label: ['app.tenant.datasource', '数据源'],
  icon: <StorageIcon />,
  testId: 'row-tenant-datasource',
});
