import { DATA_SAVER_SCRIPT, dataSaverOn, readDataSaver, setDataSaver } from './data-saver';

describe('the data saver', () => {
  beforeEach(() => {
    localStorage.clear();
    delete document.documentElement.dataset.saver;
  });

  it("follows the browser's Save-Data until the visitor chooses, then the choice", () => {
    expect(dataSaverOn({ stored: null, saveData: true })).toBe(true);
    expect(dataSaverOn({ stored: null, saveData: undefined })).toBe(false);
    expect(dataSaverOn({ stored: 'off', saveData: true })).toBe(false);
    expect(dataSaverOn({ stored: 'on', saveData: false })).toBe(true);
  });

  it('keeps the choice and marks <html> with it, as the head script does on the next page', () => {
    setDataSaver(true);
    expect(readDataSaver()).toBe(true);
    expect(document.documentElement.dataset.saver).toBe('on');
    delete document.documentElement.dataset.saver;
    new Function(DATA_SAVER_SCRIPT)();
    expect(document.documentElement.dataset.saver).toBe('on');

    setDataSaver(false);
    expect(document.documentElement.dataset.saver).toBeUndefined();
    new Function(DATA_SAVER_SCRIPT)();
    expect(document.documentElement.dataset.saver).toBeUndefined();
  });
});
