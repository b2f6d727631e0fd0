import { defineResource } from '../../types';
import { textField } from '../../presets/fields';

/**
 * 附件管理 (docs/spec.md §7 attach): every upload, recorded by the server when it stores one (BladeX
 * blade_attach plus the kind, the checked content type and the storage it went to). Rows come only from
 * uploads: submit only renames (originalName). Removing a row deletes its stored object too (server/domains/platform/attach.ts).
 */
export default defineResource({
  name: 'attach',
  label: '附件管理',
  en: 'Attachment |||| Attachments',
  table: 'blade_attach',
  base: '/api/blade-resource/attach',
  domain: 'platform',
  tenantScoped: true,
  listShape: 'page',
  labelField: 'originalName',
  serverCreated: '附件只能通过上传新增',
  defaultSort: { field: 'createTime', order: 'DESC' },
  menu: { group: 'resource_group', path: '/resource/attach', icon: 'AttachFile', sort: 2 },
  fields: [
    textField('originalName', '附件原名', 'Original name', 255, { filter: true, search: true, sortable: true }),
    { name: 'link', en: 'Link', label: '附件地址', type: 'file', readOnly: true },
    textField('domain', '附件域名', 'Domain', 255, { readOnly: true, hideInList: true }),
    // The stored object's name (`<tenant>/<yyyy>/<MM>/<random>.<ext>`), made by the server; the file route looks rows up by it.
    textField('name', '附件名称', 'Object name', 255, { readOnly: true, hideInList: true, index: true }),
    textField('extension', '附件拓展名', 'Extension', 16, { readOnly: true, filter: ['equal'] }),
    { name: 'attachSize', en: 'Size (bytes)', label: '附件大小', type: 'number', readOnly: true, sortable: true },
    textField('contentType', '内容类型', 'Content type', 128, { readOnly: true, hideInList: true }),
    {
      name: 'kind',
      en: 'Upload kind',
      label: '上传类型',
      type: 'string',
      maxLength: 16,
      readOnly: true,
      filter: ['equal'],
      choices: [
        { id: 'image', name: '图片', en: 'Image' },
        { id: 'avatar', name: '头像', en: 'Avatar' },
        { id: 'video', name: '视频', en: 'Video' },
        { id: 'file', name: '文件', en: 'File' },
      ],
    },
    { name: 'ossId', en: 'Storage', label: '存储配置', type: 'id', reference: 'oss', readOnly: true, hideInList: true },
  ],
});
