import { useEffect, useRef, useState } from 'react';
import { uploadWithProgress } from '../../../dataProvider/upload';

/** A file being sent: its name and how much of it has gone (0..1). */
export interface PendingUpload {
  key: number;
  name: string;
  fraction: number;
}

interface UploadedFile {
  link?: string;
  originalName?: string;
}

let nextKey = 1;

/**
 * Sends files one after the other to `url`, with their progress, calling `onUploaded` with each
 * link as it arrives. Leaving the form cancels what is still being sent. A failure is reported by the
 * http layer (toast); the files after it are not sent.
 */
export function useUploads(url: string, onUploaded: (link: string, originalName: string) => void) {
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = async (files: File[]) => {
    controller.current ??= new AbortController();
    const signal = controller.current.signal;
    const queued = files.map((file) => ({ key: nextKey++, name: file.name, fraction: 0 }));
    setPending((current) => [...current, ...queued]);
    const update = (key: number, fraction: number) =>
      setPending((current) => current.map((p) => (p.key === key ? { ...p, fraction } : p)));
    const drop = (keys: number[]) => setPending((current) => current.filter((p) => !keys.includes(p.key)));
    try {
      for (const [i, file] of files.entries()) {
        const form = new FormData();
        form.append('file', file);
        const saved = await uploadWithProgress<UploadedFile | null>(
          url,
          form,
          (fraction) => update(queued[i].key, fraction),
          signal,
        );
        drop([queued[i].key]);
        if (!saved?.link) throw new Error('上传失败');
        onUploaded(saved.link, saved.originalName || file.name);
      }
    } finally {
      drop(queued.map((q) => q.key));
    }
  };

  return { pending, start };
}
