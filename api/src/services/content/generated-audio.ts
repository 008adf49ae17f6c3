import { createHash } from 'node:crypto';

const SAMPLE_RATE = 22050;
const SECONDS = 6;
/** A-minor and C-major triads (Hz), picked per name so each file sounds a little different. */
const CHORDS = [[220, 261.63, 329.63], [261.63, 329.63, 392]];

/**
 * A short, quiet chord with fade-in and fade-out as 16-bit mono WAV: the demo's self-hosted
 * audio, generated from its name like the demo pictures, so no recording ships with the code.
 */
export function generatedWav(name: string): Buffer {
  const digest = createHash('sha256').update(name).digest();
  const chord = CHORDS[(digest[0] ?? 0) % CHORDS.length] as number[];
  const samples = SAMPLE_RATE * SECONDS;
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i += 1) {
    const t = i / SAMPLE_RATE;
    const envelope = Math.min(1, t / 0.5, (SECONDS - t) / 1.5);
    const value = chord.reduce((sum, freq) => sum + Math.sin(2 * Math.PI * freq * t), 0) / chord.length;
    data.writeInt16LE(Math.round(value * envelope * 0.3 * 32767), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
