/** The browser hook switches zod to jitless mode without importing zod (instrumentation-client.ts). */
it('makes zod jitless before any schema exists, and zod honours it', async () => {
  await jest.isolateModulesAsync(async () => {
    await import('./instrumentation-client');
    const { config, z } = await import('zod');
    expect(config().jitless).toBe(true);
    // A schema still parses (through the interpreter, no `new Function`).
    const evalSpy = jest.spyOn(globalThis, 'Function');
    expect(z.object({ name: z.string() }).parse({ name: 'Ada' })).toEqual({ name: 'Ada' });
    expect(evalSpy).not.toHaveBeenCalled();
    evalSpy.mockRestore();
  });
});
