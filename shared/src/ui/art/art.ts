import corporate from './scenes/corporate.svg';
import electronics from './scenes/electronics.svg';
import events from './scenes/events.svg';
import fashion from './scenes/fashion.svg';
import globe from './scenes/globe.svg';
import it from './scenes/it.svg';
import logistics from './scenes/logistics.svg';
import media from './scenes/media.svg';
import people from './scenes/people.svg';
import sustainability from './scenes/sustainability.svg';
import trading from './scenes/trading.svg';
import travel from './scenes/travel.svg';

/** The generated scenes (tools/imagery/generate-art.ts), one art direction for the whole site. */
const scenes = { corporate, electronics, events, fashion, globe, it, logistics, media, people, sustainability, trading, travel } as const;

export type ArtTopic = keyof typeof scenes;
export const ART_WIDTH = 1600;
export const ART_HEIGHT = 900;
export const artTopics: readonly ArtTopic[] = Object.keys(scenes) as ArtTopic[];
export const artUrl = (topic: ArtTopic): string => scenes[topic];
