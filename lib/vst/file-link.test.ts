import { toMediaPath } from './file-link';

describe('toMediaPath', () => {
  const bases = ['http://127.0.0.1:4010', 'https://files.example'];
  it('rewrites links on any provider base', () => {
    expect(toMediaPath('http://127.0.0.1:4010/files/ab/cd.jpg', bases)).toBe('/media/ab/cd.jpg');
    expect(toMediaPath('https://files.example/files/x.png', bases)).toBe('/media/x.png');
  });
  it('sends private files to the authorised route', () => {
    expect(toMediaPath('http://127.0.0.1:4010/private-files/uploads/ab12', bases)).toBe('/private-media/uploads/ab12');
  });
  it('leaves other links alone', () => {
    expect(toMediaPath('https://elsewhere.example/files/x.png', bases)).toBe('https://elsewhere.example/files/x.png');
    expect(toMediaPath('/media/x.png', bases)).toBe('/media/x.png');
    expect(toMediaPath('/private-media/x.png', bases)).toBe('/private-media/x.png');
    expect(toMediaPath('http://127.0.0.1:4010/api/vst/x', bases)).toBe('http://127.0.0.1:4010/api/vst/x');
    expect(toMediaPath('http://127.0.0.1:4010/filesystem/x', bases)).toBe('http://127.0.0.1:4010/filesystem/x');
  });
});
