import { describe, expect, it } from 'vitest';
import { validateStaffMessage } from './workspace-conversation.js';

describe('a message staff write as the organisation', () => {
  it('needs a subject and some text (an empty editor is no text), within bounds', () => {
    expect(validateStaffMessage({ subject: 'Your application', message: '<p>Please send your transcript.</p>' })).toEqual({});
    expect(validateStaffMessage({ subject: ' ', message: '<p> </p><p>&nbsp;</p>' })).toEqual({ subject: 'Please enter the subject.', message: 'Please write the message.' });
    expect(validateStaffMessage({ subject: 'x'.repeat(201), message: `<p>${'y'.repeat(100_000)}</p>` })).toEqual({
      subject: 'A subject has at most 200 characters.',
      message: 'A message has at most 100000 characters.',
    });
  });
});
