// The animals a home's things are for ("der Trinkbrunnen von der Katze", "el comedero del perro", "poidło
// dla psa", "猫の給水器"): the common pets and farm animals of each language, with the forms they take after
// "of" and "for" (German "des Hundes", Polish "psa", "kota", the Scandinavian definite "katten", "hunden").
// Vocabulary only, normalized. Korean 개 (dog) is left out: it is also the counter "두 개".
import { normalizeText } from '../normalize-text.js';

export const PET_WORDS: ReadonlySet<string> = new Set(
  [
    // en
    'pet pets cat cats kitten kitty dog dogs puppy doggy bird birds fish rabbit bunny hamster parrot tortoise',
    'turtle horse chickens hens',
    // de
    'haustier haustiere katze katzen kater hund hunde hundes vogel vögel vogels fisch fische kaninchen hase',
    'hamster meerschweinchen papagei schildkröte pferd hühner',
    // fr
    'chat chats chaton chien chiens chiot oiseau oiseaux poisson poissons lapin perroquet tortue cheval poules',
    // it
    'gatto gatti gatta gattino cane cani cagnolino uccello uccellini pesce pesci coniglio criceto pappagallo',
    'tartaruga cavallo galline',
    // es, pt
    'mascota mascotas gato gatos gata gatito perro perros perra perrito pájaro pájaros pez peces conejo',
    'hámster loro tortuga caballo gallinas',
    'cão cães cachorro cachorros cadela pássaro pássaros peixe peixes coelho papagaio cavalo galinhas',
    // nl
    'huisdier huisdieren kat katten poes hond honden vogel vogels vis vissen konijn papegaai schildpad paard',
    'kippen',
    // pl: the genitive after "dla", "do", "od"
    'zwierzak zwierzaka kot kota kotów kotka pies psa psów piesek pieska ptak ptaka ptaków ptaszka rybka rybek',
    'ryby królik królika chomik chomika papuga papugi żółw żółwia koń konia kury',
    // sv, da, nb: bare and definite
    'katt katten katter kattens kat katte hund hunden hundar hunde hundens fågel fågeln fåglarna fugl fuglen',
    'fisk fisken fiskarna fiskene kanin kaninen marsvin häst hest höns høns',
    // ko, ja, zh
    '고양이 냥이 강아지 멍멍이 반려동물 물고기 토끼 햄스터 앵무새',
    '猫 ねこ ネコ 犬 いぬ イヌ 鳥 小鳥 金魚 うさぎ ウサギ ハムスター ペット',
    '猫咪 狗 狗狗 小狗 鸟 鱼 兔子 仓鼠 宠物',
  ]
    .join(' ')
    .split(' ')
    .map(normalizeText),
);
