import { afterEach, describe, expect, inject, it, onTestFinished, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { loadQuestion, signIn, signOut } from '@studyatlas/core';
import { renderWithProvider } from '../../../test/render.js';
import { verifiedMember } from '../../../test/members.js';
import { descriptionOf, labelled } from '../../../test/queries.js';
import { sendJsdomMultipart } from '../../../test/node-multipart.js';
import { Questionnaire } from './questionnaire.js';

const REQUIRED = 'Please answer the question';
const surveys = () => inject('surveys');

afterEach(async () => {
  await signOut();
});

async function signedInFresh() {
  const member = await verifiedMember();
  await signIn(member.email, member.password);
  return member;
}

function renderQuestionnaire(surveyId: number, props: { onBack?: () => void } = {}) {
  const onComplete = vi.fn();
  const rendered = renderWithProvider(<Questionnaire surveyId={surveyId} onComplete={onComplete} {...props} />);
  return { ...rendered, onComplete };
}

const progress = (n: number, total: number) => screen.findByText(`Question ${n} of ${total}`);
const control = <T extends HTMLElement = HTMLInputElement>(label: string, selector = 'input') => screen.getByLabelText(labelled(label), { selector }) as unknown as T;
const button = (name: string) => screen.getByRole('button', { name });
const pdf = (name: string) => new File(['%PDF-1.7\n% questionnaire\n%%EOF\n'], name, { type: 'application/pdf' });

describe('Questionnaire', () => {
  it('answers each of the ten types in turn, with its progress, and Submit on the last question calls onComplete', async () => {
    onTestFinished(await sendJsdomMultipart());
    await signedInFresh();
    const { user, onComplete } = renderQuestionnaire(surveys().everyType);
    expect(await screen.findByRole('heading', { name: 'Test questionnaire: every type' })).toBeTruthy();

    await progress(1, 11);
    await user.type(control('Why do you want to study this course?'), 'To become a nurse');
    await user.click(button('Next'));

    await progress(2, 11);
    expect(screen.getByRole('group', { name: 'Name up to three subjects you enjoyed most.' })).toBeTruthy();
    await user.type(control('Answer 1'), 'Biology');
    await user.type(control('Answer 3'), 'Chemistry');
    await user.click(button('Next'));

    await progress(3, 11);
    await user.type(control('Describe any relevant work or volunteering experience.', 'textarea'), 'Two years at a clinic');
    await user.click(button('Next'));

    await progress(4, 11);
    await user.type(control('From which date could you start?'), '01/09/2027');
    await user.tab();
    await user.click(button('Next'));

    await progress(5, 11);
    await user.type(control('Date 1'), '10/06/2025');
    await user.type(control('Date 2'), '20/06/2025');
    await user.tab();
    await user.click(button('Next'));

    await progress(6, 11);
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(button('Next'));

    await progress(7, 11);
    await user.click(screen.getByRole('checkbox', { name: 'English' }));
    await user.click(screen.getByRole('checkbox', { name: 'Nepali' }));
    await user.click(button('Next'));

    await progress(8, 11);
    await user.selectOptions(control('How did you hear about this course?', 'select'), 'The web');
    await user.click(button('Next'));

    await progress(9, 11);
    await user.selectOptions(control('Which kinds of accommodation would suit you?', 'select'), ['On campus', 'Homestay']);
    await user.click(button('Next'));

    await progress(10, 11);
    // The upload's own refusal shows under the file control; the answer is still missing.
    await user.upload(control('Upload a file'), new File(['MZ not a pdf'], 'evil.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(descriptionOf(control('Upload a file'))).toBe('Only PDF, Word (.doc, .docx), OpenDocument text (.odt), plain text (.txt), PNG, JPEG or WEBP files can be uploaded.'));
    await user.upload(control('Upload a file'), pdf('my-cv.pdf'));
    expect(await screen.findByText('Uploaded: my-cv.pdf')).toBeTruthy();
    await user.click(button('Next'));

    await progress(11, 11);
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    await user.upload(control('Upload a file'), pdf('reference.pdf'));
    await screen.findByText('Uploaded: reference.pdf');
    await user.type(control('Comment', 'textarea'), 'From my teacher');
    expect(onComplete).not.toHaveBeenCalled();
    await user.click(button('Submit'));

    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Thank you: every question is answered.')).toBeTruthy();

    // What was saved, read back through the API.
    const first = (await loadQuestion(surveys().everyType)).question;
    expect(first).toBeNull();
    const ids = surveys().everyTypeQuestions;
    const answerOf = async (position: number) => (await loadQuestion(surveys().everyType, 0, ids[position - 1]!)).question!;
    expect((await answerOf(1)).answer!.text).toBe('To become a nurse');
    expect((await answerOf(2)).answer!.details.map((d) => d.text)).toEqual(['Biology', '', 'Chemistry']);
    expect((await answerOf(3)).answer!.text).toBe('Two years at a clinic');
    expect((await answerOf(4)).answer!.details.map((d) => d.text)).toEqual(['2027-09-01']);
    expect((await answerOf(5)).answer!.details.map((d) => d.text)).toEqual(['2025-06-10', '2025-06-20']);
    const names = async (position: number) => {
      const question = await answerOf(position);
      return question.answer!.details.map((d) => question.choices.find((c) => c.id === d.choiceFk)!.text);
    };
    expect(await names(6)).toEqual(['No']);
    expect(await names(7)).toEqual(['English', 'Nepali']);
    expect(await names(8)).toEqual(['The web']);
    expect(await names(9)).toEqual(['On campus', 'Homestay']);
    expect((await answerOf(10)).answer!.details.map((d) => d.fileName)).toEqual(['my-cv.pdf']);
    expect((await answerOf(11)).answer!.details.map((d) => [d.fileName, d.text])).toEqual([['reference.pdf', 'From my teacher']]);
  });

  it("refuses an empty mandatory answer with 'Please answer the question' under it, and sends nothing", async () => {
    await signedInFresh();
    const { user } = renderQuestionnaire(surveys().everyType);
    await progress(1, 11);
    await user.click(button('Next'));
    const input = control('Why do you want to study this course?');
    await waitFor(() => expect(descriptionOf(input)).toBe(REQUIRED));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Question 1 of 11')).toBeTruthy();
    expect((await loadQuestion(surveys().everyType)).question!.answer).toBeNull();
    // Typing clears the message; an optional question may stay empty.
    await user.type(input, 'Because');
    expect(descriptionOf(input)).toBe('');
    await user.click(button('Next'));
    await progress(2, 11);
    await user.click(button('Next'));
    await progress(3, 11);
    await user.click(button('Next'));
    await progress(4, 11);
    // A mandatory date, and then a mandatory single choice, refused in the group.
    await user.click(button('Next'));
    await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(REQUIRED));
  });

  it('Back shows the earlier answers; Back on the first question goes to the host’s previous step', async () => {
    await signedInFresh();
    const onBack = vi.fn();
    const { user } = renderQuestionnaire(surveys().everyType, { onBack });
    await progress(1, 11);
    await user.type(control('Why do you want to study this course?'), 'My first answer');
    await user.click(button('Next'));
    await progress(2, 11);
    await user.type(control('Answer 2'), 'History');
    await user.click(button('Next'));
    await progress(3, 11);

    await user.click(button('Back'));
    await progress(2, 11);
    expect(control('Answer 2').value).toBe('History');
    expect(control('Answer 1').value).toBe('');
    await user.click(button('Back'));
    await progress(1, 11);
    expect(control('Why do you want to study this course?').value).toBe('My first answer');
    expect(onBack).not.toHaveBeenCalled();
    await user.click(button('Back'));
    expect(onBack).toHaveBeenCalledTimes(1);

    // Coming back later resumes after the last answered question.
    await user.click(button('Next'));
    await progress(2, 11);
  });

  it('ends at a question with the end-of-questionnaire flag: its button says Submit', async () => {
    await signedInFresh();
    const { user, onComplete } = renderQuestionnaire(surveys().short);
    await progress(1, 3);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    await user.click(button('Next'));
    await progress(2, 3);
    await user.click(button('Submit'));
    expect(await screen.findByText(REQUIRED)).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(button('Submit'));
    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Never asked: the previous question ends the questionnaire.')).toBeNull();
  });
});
