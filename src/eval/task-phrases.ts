// How people ask, per language: the sentences of generated tasks. Names are the home's own, as written
// in its registries (often in the user's language already). Languages without a phrasebook use English.

export interface Phrasebook {
  on(name: string): string;
  off(name: string): string;
  brightness(name: string, percent: number): string;
  color(name: string, color: string): string;
  temperature(name: string, degrees: number): string;
  open(name: string): string;
  close(name: string): string;
  volume(name: string, percent: number): string;
  question(name: string): string;
  areaLights(area: string, on: boolean): string;
  floorLights(floor: string, on: boolean): string;
  houseLightsOff(): string;
  isItOn(name: string): string;
  itOn(): string;
  unlock(name: string): string;
  timer(minutes: number): string;
  and(first: string, second: string): string;
  /** Colour words with their hue in degrees. */
  colors: readonly (readonly [word: string, hue: number])[];
}

const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

const en: Phrasebook = {
  on: (name) => `Turn on the ${name}`,
  off: (name) => `Turn off the ${name}`,
  brightness: (name, percent) => `Set the ${name} to ${percent} percent`,
  color: (name, color) => `Make the ${name} ${color}`,
  temperature: (name, degrees) => `Set the ${name} to ${degrees} degrees`,
  open: (name) => `Open the ${name}`,
  close: (name) => `Close the ${name}`,
  volume: (name, percent) => `Set the volume of the ${name} to ${percent} percent`,
  question: (name) => `What is the ${name}?`,
  areaLights: (area, on) => `Turn ${on ? 'on' : 'off'} the lights in the ${area}`,
  floorLights: (floor, on) => `Turn ${on ? 'on' : 'off'} all the lights on the ${floor} floor`,
  houseLightsOff: () => 'Turn off all the lights in the house',
  isItOn: (name) => `Is the ${name} on?`,
  itOn: () => 'Turn it on, please',
  unlock: (name) => `Unlock the ${name}`,
  timer: (minutes) => `Set a timer for ${minutes} minutes`,
  and: (first, second) => `${first} and ${lowerFirst(second)}`,
  colors: [
    ['red', 0],
    ['green', 120],
    ['blue', 240],
  ],
};

const de: Phrasebook = {
  on: (name) => `Schalte ${name} ein`,
  off: (name) => `Schalte ${name} aus`,
  brightness: (name, percent) => `Stell ${name} auf ${percent} Prozent`,
  color: (name, color) => `Mach ${name} ${color}`,
  temperature: (name, degrees) => `Stell ${name} auf ${degrees} Grad`,
  open: (name) => `Öffne ${name}`,
  close: (name) => `Schließ ${name}`,
  volume: (name, percent) => `Stell die Lautstärke von ${name} auf ${percent} Prozent`,
  question: (name) => `Wie ist der Wert von ${name}?`,
  areaLights: (area, on) => `Mach das Licht im Bereich ${area} ${on ? 'an' : 'aus'}`,
  floorLights: (floor, on) => `Schalte alle Lichter im Stockwerk ${floor} ${on ? 'ein' : 'aus'}`,
  houseLightsOff: () => 'Schalte alle Lichter im Haus aus',
  isItOn: (name) => `Ist ${name} an?`,
  itOn: () => 'Dann schalte es bitte ein',
  unlock: (name) => `Entriegle ${name}`,
  timer: (minutes) => `Stell einen Timer für ${minutes} Minuten`,
  and: (first, second) => `${first} und ${lowerFirst(second)}`,
  colors: [
    ['rot', 0],
    ['grün', 120],
    ['blau', 240],
  ],
};

const es: Phrasebook = {
  on: (name) => `Enciende ${name}`,
  off: (name) => `Apaga ${name}`,
  brightness: (name, percent) => `Pon ${name} al ${percent} por ciento`,
  color: (name, color) => `Pon ${name} en ${color}`,
  temperature: (name, degrees) => `Pon ${name} a ${degrees} grados`,
  open: (name) => `Abre ${name}`,
  close: (name) => `Cierra ${name}`,
  volume: (name, percent) => `Pon el volumen de ${name} al ${percent} por ciento`,
  question: (name) => `¿Cuál es el valor de ${name}?`,
  areaLights: (area, on) => `${on ? 'Enciende' : 'Apaga'} las luces de ${area}`,
  floorLights: (floor, on) => `${on ? 'Enciende' : 'Apaga'} todas las luces de la planta ${floor}`,
  houseLightsOff: () => 'Apaga todas las luces de la casa',
  isItOn: (name) => `¿Está encendido ${name}?`,
  itOn: () => 'Enciéndelo, por favor',
  unlock: (name) => `Abre la cerradura ${name}`,
  timer: (minutes) => `Pon un temporizador de ${minutes} minutos`,
  and: (first, second) => `${first} y ${lowerFirst(second)}`,
  colors: [
    ['rojo', 0],
    ['verde', 120],
    ['azul', 240],
  ],
};

const fr: Phrasebook = {
  on: (name) => `Allume ${name}`,
  off: (name) => `Éteins ${name}`,
  brightness: (name, percent) => `Mets ${name} à ${percent} pour cent`,
  color: (name, color) => `Mets ${name} en ${color}`,
  temperature: (name, degrees) => `Règle ${name} sur ${degrees} degrés`,
  open: (name) => `Ouvre ${name}`,
  close: (name) => `Ferme ${name}`,
  volume: (name, percent) => `Mets le volume de ${name} à ${percent} pour cent`,
  question: (name) => `Quelle est la valeur de ${name} ?`,
  areaLights: (area, on) => `${on ? 'Allume' : 'Éteins'} les lumières de la pièce ${area}`,
  floorLights: (floor, on) => `${on ? 'Allume' : 'Éteins'} toutes les lumières de l'étage ${floor}`,
  houseLightsOff: () => 'Éteins toutes les lumières de la maison',
  isItOn: (name) => `Est-ce que ${name} est allumé ?`,
  itOn: () => "Alors allume-le, s'il te plaît",
  unlock: (name) => `Déverrouille ${name}`,
  timer: (minutes) => `Mets un minuteur de ${minutes} minutes`,
  and: (first, second) => `${first} et ${lowerFirst(second)}`,
  colors: [
    ['rouge', 0],
    ['vert', 120],
    ['bleu', 240],
  ],
};

const nl: Phrasebook = {
  on: (name) => `Zet ${name} aan`,
  off: (name) => `Zet ${name} uit`,
  brightness: (name, percent) => `Zet ${name} op ${percent} procent`,
  color: (name, color) => `Maak ${name} ${color}`,
  temperature: (name, degrees) => `Zet ${name} op ${degrees} graden`,
  open: (name) => `Open ${name}`,
  close: (name) => `Sluit ${name}`,
  volume: (name, percent) => `Zet het volume van ${name} op ${percent} procent`,
  question: (name) => `Wat is de waarde van ${name}?`,
  areaLights: (area, on) => `Zet de lampen in ${area} ${on ? 'aan' : 'uit'}`,
  floorLights: (floor, on) => `Zet alle lampen op de verdieping ${floor} ${on ? 'aan' : 'uit'}`,
  houseLightsOff: () => 'Zet alle lampen in huis uit',
  isItOn: (name) => `Staat ${name} aan?`,
  itOn: () => 'Zet hem dan aan, alsjeblieft',
  unlock: (name) => `Ontgrendel ${name}`,
  timer: (minutes) => `Zet een timer van ${minutes} minuten`,
  and: (first, second) => `${first} en ${lowerFirst(second)}`,
  colors: [
    ['rood', 0],
    ['groen', 120],
    ['blauw', 240],
  ],
};

const it: Phrasebook = {
  on: (name) => `Accendi ${name}`,
  off: (name) => `Spegni ${name}`,
  brightness: (name, percent) => `Imposta ${name} al ${percent} per cento`,
  color: (name, color) => `Fai ${name} ${color}`,
  temperature: (name, degrees) => `Imposta ${name} a ${degrees} gradi`,
  open: (name) => `Apri ${name}`,
  close: (name) => `Chiudi ${name}`,
  volume: (name, percent) => `Imposta il volume di ${name} al ${percent} per cento`,
  question: (name) => `Qual è il valore di ${name}?`,
  areaLights: (area, on) => `${on ? 'Accendi' : 'Spegni'} le luci in ${area}`,
  floorLights: (floor, on) => `${on ? 'Accendi' : 'Spegni'} tutte le luci del piano ${floor}`,
  houseLightsOff: () => 'Spegni tutte le luci di casa',
  isItOn: (name) => `${name} è acceso?`,
  itOn: () => 'Allora accendilo, per favore',
  unlock: (name) => `Sblocca ${name}`,
  timer: (minutes) => `Imposta un timer di ${minutes} minuti`,
  and: (first, second) => `${first} e ${lowerFirst(second)}`,
  colors: [
    ['rosso', 0],
    ['verde', 120],
    ['blu', 240],
  ],
};

const PHRASEBOOKS: Record<string, Phrasebook> = { en, de, es, fr, nl, it };

/** Languages with their own sentences. */
export const PHRASEBOOK_LANGUAGES: readonly string[] = Object.keys(PHRASEBOOKS);

/** The phrasebook of a language tag (`de-CH` → `de`), or undefined when there is none. */
export function phrasebookFor(language: string): Phrasebook | undefined {
  return PHRASEBOOKS[language.toLowerCase().split(/[-_]/)[0] ?? ''];
}

export const englishPhrasebook: Phrasebook = en;
