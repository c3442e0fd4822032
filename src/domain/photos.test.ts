import { describe, expect, it } from 'vitest';
import {
  PHOTO_MAX_BYTES,
  photoCountText,
  photoFileProblem,
  photoLimitMessage,
  photoSelectionMessage,
  uploadFailedMessage,
} from './photos.js';

describe('photo rules shared by browser and server', () => {
  it('checks each file as the spec does: an image type, at most 10485760 bytes', () => {
    expect(PHOTO_MAX_BYTES).toBe(10_485_760);
    expect(photoFileProblem({ type: 'image/jpeg', size: PHOTO_MAX_BYTES })).toBeNull();
    expect(photoFileProblem({ type: 'image/png', size: PHOTO_MAX_BYTES + 1 })).toBe('too_large');
    expect(photoFileProblem({ type: 'application/pdf', size: 10 })).toBe('invalid');
    expect(photoFileProblem({ type: '', size: 10 })).toBe('invalid');
  });

  it('words a selection with bad files with the spec’s messages', () => {
    expect(photoSelectionMessage([null, null])).toBeNull();
    expect(photoSelectionMessage([null, 'invalid'])).toBe('Some files are not valid images.');
    expect(photoSelectionMessage(['too_large'])).toBe('Some files exceed the 10MB size limit.');
    expect(photoSelectionMessage(['too_large', 'invalid'])).toBe(
      'Please select valid image files under 10MB.',
    );
    expect(uploadFailedMessage(3)).toBe(
      'Failed to upload 3 photo(s). Check the results below for details.',
    );
  });

  it('shows the plan’s allowance', () => {
    expect(photoCountText(2, 3)).toBe('2 of 3 photos');
    expect(photoCountText(0, 1)).toBe('0 of 1 photo');
    expect(photoLimitMessage('silver')).toBe(
      'Your Silver plan allows 3 photos. Delete a photo or upgrade your plan to add more.',
    );
  });
});
