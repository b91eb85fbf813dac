/** A short beep and a vibration for a refused scan: the checker's eyes are on the boxes, not the screen. */
export function signalRefusal(): void {
  navigator.vibrate?.([120, 60, 120]);
  try {
    const AudioContextClass = window.AudioContext;
    if (!AudioContextClass) return;
    const context = new AudioContextClass();
    const oscillator = context.createOscillator();
    oscillator.frequency.value = 220;
    oscillator.connect(context.destination);
    oscillator.start();
    oscillator.stop(context.currentTime + 0.25);
    oscillator.onended = () => void context.close();
  } catch {
    // No audio output: the vibration and the message remain.
  }
}
