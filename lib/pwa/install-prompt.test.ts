import { countVisitAndAskMayPrompt, markPromptAnswered } from './install-prompt';

/** A new browser session: sessionStorage starts empty, localStorage is kept. */
function newVisit() {
  sessionStorage.clear();
  return countVisitAndAskMayPrompt(localStorage, sessionStorage);
}

describe('the install prompt', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('waits for the second visit, and counts each visit once however many pages it opens', () => {
    expect(newVisit()).toBe(false);
    expect(countVisitAndAskMayPrompt(localStorage, sessionStorage)).toBe(false);
    expect(newVisit()).toBe(true);
    expect(countVisitAndAskMayPrompt(localStorage, sessionStorage)).toBe(true);
  });

  it('never comes back once answered', () => {
    newVisit();
    expect(newVisit()).toBe(true);
    markPromptAnswered(localStorage);
    expect(countVisitAndAskMayPrompt(localStorage, sessionStorage)).toBe(false);
    expect(newVisit()).toBe(false);
  });
});
