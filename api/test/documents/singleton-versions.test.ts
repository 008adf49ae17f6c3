import { unsatisfiedSingletons, type SharedModule } from '../../src/documents/remotes/singleton-versions';

const shell: SharedModule[] = [
  { name: 'react', version: '19.2.9', singleton: true, requiredVersion: '^19.2.9' },
  { name: 'zustand', version: '5.1.0', singleton: true, requiredVersion: '^5.1.0' },
];

test("a remote built for the shell's versions or older ones in the same major needs nothing", () => {
  expect(unsatisfiedSingletons(shell, [
    { name: 'react', version: '19.2.9', singleton: true, requiredVersion: '^19.2.9' },
    { name: 'zustand', version: '5.0.8', singleton: true, requiredVersion: '^5.0.8' },
  ])).toEqual([]);
});

test("a remote built for a newer minor or another major is named with the shell's version", () => {
  expect(unsatisfiedSingletons(shell, [
    { name: 'react', version: '19.3.0', singleton: true, requiredVersion: '^19.3.0' },
    { name: 'zustand', version: '4.5.0', singleton: true, requiredVersion: '^4.5.0' },
  ])).toEqual(["react ^19.3.0 (the shell's is 19.2.9)", "zustand ^4.5.0 (the shell's is 5.1.0)"]);
});

test('modules that are not singletons, that the shell does not share or that declare no valid range are left alone', () => {
  expect(unsatisfiedSingletons(shell, [
    { name: 'react', version: '20.0.0', singleton: false, requiredVersion: '^20.0.0' },
    { name: 'dayjs', version: '1.11.23', singleton: true, requiredVersion: '^1.11.23' },
    { name: 'zustand', version: '6.0.0', singleton: true, requiredVersion: 'not a range' },
  ])).toEqual([]);
});
