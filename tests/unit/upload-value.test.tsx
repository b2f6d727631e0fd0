import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UploadValue } from '../../resources/engine/upload/UploadValue';
import type { FieldDef } from '../../resources/types';

const videos: FieldDef = { name: 'videos', label: '视频', type: 'videos' };
const files: FieldDef = { name: 'files', label: '附件', type: 'files' };

describe('an upload field in a list cell', () => {
  it('says how many videos, and how many files when more than one', () => {
    const { unmount } = render(<UploadValue field={videos} value="/a.mp4,/b.mp4" inList />);
    expect(screen.getByText('视频 2 个')).toBeInTheDocument();
    unmount();
    render(<UploadValue field={files} value="/a.pdf,/b.pdf,/c.pdf" inList />);
    expect(screen.getByText('附件 3 个')).toBeInTheDocument();
  });
});
