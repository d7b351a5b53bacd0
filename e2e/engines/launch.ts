// The engines the journeys run in, by name.
import { launchChromium } from './chromium';
import type { Engine, EngineName } from './face';
import { launchFirefox } from './firefox';
import { launchWebKit } from './webkit';

export const ENGINES: readonly EngineName[] = ['chromium', 'firefox', 'webkit'];

export function launch(name: EngineName): Promise<Engine> {
  return { chromium: launchChromium, firefox: launchFirefox, webkit: launchWebKit }[name]();
}
