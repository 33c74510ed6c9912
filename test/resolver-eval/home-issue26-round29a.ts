// Issue 26, round 29a: cases of our own, in homes of our own, for home offices, workshops and hobbies (none
// is a slice's request or home). The first tag is the category, the second the rule exercised; a `-not` rule
// tag marks a neighbouring reading the rule must leave as it was.
import { c, type EvalSuite } from './eval-home.js';
import { homeOf as home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

/** Rule 1: a 3D printer named by its maker or model is "the 3D printer"; a soldering station is "the iron". */
const WORKSHOP: EvalSuite[] = [
  home(
    'r29a_en_garage_lab',
    'en',
    [
      ['study', 'Study'],
      ['lab', 'Garage Lab'],
    ],
    [
      one('study', 'switch.study_printer', 'Inkjet Printer'),
      one('lab', 'switch.neptune', 'Elegoo Neptune 4'),
      one('lab', 'switch.weller', 'Weller WE1010'),
      one('lab', 'switch.iron', 'Pinecil Soldering Iron'),
      one('lab', 'light.lab_bench', 'Bench Light'),
    ],
    [
      c('ordinary workshop', 'switch on the 3D printer', ['switch.neptune']),
      c('ordinary workshop-not', 'switch on the printer in the study', ['switch.study_printer']),
      c('ordinary workshop-not', 'turn on the soldering iron', ['switch.iron']),
    ],
  ),
  home(
    'r29a_it_cantina',
    'it',
    [
      ['ingresso', 'Ingresso'],
      ['cantina', 'Cantina'],
    ],
    [
      one('ingresso', 'lock.portone', 'Serratura portone'),
      one('cantina', 'switch.stazione', 'Stazione di saldatura'),
      one('cantina', 'switch.qidi', 'Qidi X-Plus'),
      one('cantina', 'light.cantina', 'Luce cantina'),
    ],
    [
      c('ordinary workshop', 'accendi il saldatore', ['switch.stazione']),
      c('ordinary workshop', 'spegni la stampante 3D', ['switch.qidi']),
      c('ordinary workshop-not', 'chiudi il portone', ['lock.portone']),
    ],
  ),
  home(
    'r29a_pl_piwnica',
    'pl',
    [
      ['gabinet', 'Gabinet'],
      ['piwnica', 'Piwnica'],
    ],
    [
      one('gabinet', 'switch.drukarka_laserowa', 'Drukarka laserowa'),
      one('piwnica', 'switch.sovol', 'Sovol SV06'),
      one('piwnica', 'switch.lutownica', 'Stacja lutownicza'),
    ],
    [
      c('ordinary workshop', 'włącz drukarkę 3D', ['switch.sovol']),
      c('ordinary workshop', 'wyłącz lutownicę', ['switch.lutownica']),
      c('ordinary workshop-not', 'włącz drukarkę laserową', ['switch.drukarka_laserowa']),
    ],
  ),
  home(
    'r29a_sv_kallare',
    'sv',
    [
      ['kontor', 'Kontor'],
      ['hobbyrum', 'Hobbyrum'],
    ],
    [
      one('kontor', 'switch.skrivare', 'Skrivare kontor'),
      one('hobbyrum', 'switch.prusa_mini', 'Original Prusa Mini'),
      one('hobbyrum', 'switch.lodstation', 'Lödstation Hakko'),
    ],
    [
      c('ordinary workshop', 'starta 3D-skrivaren', ['switch.prusa_mini']),
      c('ordinary workshop', 'stäng av lödkolven', ['switch.lodstation']),
      c('ordinary workshop-not', 'skrivaren på kontoret', ['switch.skrivare']),
    ],
  ),
  home(
    'r29a_zh_gongzuoshi',
    'zh',
    [
      ['shufang', '书房'],
      ['gongzuoshi', '工作室'],
    ],
    [
      one('shufang', 'switch.dayinji', '激光打印机'),
      one('gongzuoshi', 'switch.chuangxiang', '创想三维 K1'),
      one('gongzuoshi', 'switch.hantai', '恒温焊台'),
    ],
    [
      c('ordinary workshop', '打开3D打印机', ['switch.chuangxiang']),
      c('ordinary workshop', '关掉电烙铁', ['switch.hantai']),
      c('ordinary workshop-not', '书房的打印机', ['switch.dayinji']),
    ],
  ),
  home(
    'r29a_ko_jakeopsil',
    'ko',
    [
      ['seojae', '서재'],
      ['jakeopsil', '작업실'],
    ],
    [
      one('seojae', 'switch.peurinteo', '프린터'),
      one('jakeopsil', 'switch.bambu', '뱀부랩 P1P'),
      one('jakeopsil', 'switch.indugi', '인두기'),
    ],
    [
      c('ordinary workshop', '3D 프린터 켜줘', ['switch.bambu']),
      c('ordinary workshop', '납땜 인두 꺼줘', ['switch.indugi']),
      c('ordinary workshop-not', '서재 프린터 켜줘', ['switch.peurinteo']),
    ],
  ),
];

/** Rule 2: a home gym's machines by the everyday word, whatever their name calls them. */
const GYM: EvalSuite[] = [
  home(
    'r29a_en_basement_gym',
    'en',
    [
      ['gym', 'Basement Gym'],
      ['craft', 'Craft Room'],
    ],
    [
      one('gym', 'switch.walking_pad', 'Löpband Walking Pad'),
      one('gym', 'switch.concept2', 'Concept2 RowErg'),
      one('craft', 'switch.sewing', 'Sewing Machine'),
    ],
    [
      c('ordinary gym', 'turn on the treadmill', ['switch.walking_pad']),
      c('ordinary gym', 'the rowing machine', ['switch.concept2']),
      c('ordinary gym-not', 'the sewing machine', ['switch.sewing']),
    ],
  ),
  home(
    'r29a_nl_zolder',
    'nl',
    [
      ['zolder', 'Zolder'],
      ['woonkamer', 'Woonkamer'],
    ],
    [
      one('zolder', 'switch.fietstrainer', 'Tacx fietstrainer'),
      one('zolder', 'switch.roeier', 'Roeitrainer zolder'),
      one('woonkamer', 'light.staande_lamp', 'Staande lamp'),
    ],
    [
      c('ordinary gym', 'zet de hometrainer aan', ['switch.fietstrainer']),
      c('ordinary gym', 'zet de roeimachine uit', ['switch.roeier']),
      c('ordinary gym-not', 'de staande lamp', ['light.staande_lamp']),
    ],
  ),
  home(
    'r29a_da_kaelder',
    'da',
    [
      ['kaelder', 'Kælder'],
      ['stue', 'Stue'],
    ],
    [
      one('kaelder', 'switch.spinning', 'Spinningcykel'),
      one('kaelder', 'switch.lobebaand', 'Løbebånd'),
      one('stue', 'switch.cykel_lader', 'Elcykel lader'),
    ],
    [
      c('ordinary gym', 'tænd kondicyklen', ['switch.spinning']),
      c('ordinary gym-not', 'sluk løbebåndet', ['switch.lobebaand']),
      c('ordinary gym-not', 'elcykel laderen', ['switch.cykel_lader']),
    ],
  ),
  home(
    'r29a_ja_heya',
    'ja',
    [
      ['washitsu', '和室'],
      ['yoma', '洋間'],
    ],
    [
      one('yoma', 'switch.runner', 'ランニングマシン'),
      one('yoma', 'switch.spinbike', 'スピンバイク'),
      one('washitsu', 'light.washitsu', '和室の照明'),
    ],
    [
      c('ordinary gym', 'トレッドミルを止めて', ['switch.runner']),
      c('ordinary gym', 'エアロバイクをつけて', ['switch.spinbike']),
      c('ordinary gym-not', '和室の照明', ['light.washitsu']),
    ],
  ),
  home(
    'r29a_ko_beranda',
    'ko',
    [['geosil', '거실']],
    [one('geosil', 'switch.runningmachine', '러닝머신'), one('geosil', 'switch.rowing', '로잉머신')],
    [
      c('ordinary gym', '트레드밀 꺼줘', ['switch.runningmachine']),
      c('ordinary gym-not', '로잉머신 켜줘', ['switch.rowing']),
    ],
  ),
];

/** Rule 3: an aquarium's filter is its pump; the Italian "vasca dei pesci" is the tank. */
const AQUARIUM: EvalSuite[] = [
  home(
    'r29a_es_salita',
    'es',
    [
      ['salita', 'Salita'],
      ['patio', 'Patio'],
    ],
    [
      one('salita', 'switch.bomba_acuario', 'Bomba de acuario'),
      one('salita', 'switch.calentador_acuario', 'Calentador de acuario'),
      one('salita', 'light.acuario', 'Pantalla LED acuario'),
      one('patio', 'switch.fuente', 'Fuente patio'),
    ],
    [
      c('ordinary aquarium', 'apaga el filtro del acuario', ['switch.bomba_acuario']),
      c('ordinary aquarium-not', 'el calentador del acuario', ['switch.calentador_acuario']),
      c('ordinary aquarium-not', 'la fuente', ['switch.fuente']),
    ],
  ),
  home(
    'r29a_sv_lagenhet',
    'sv',
    [
      ['vardagsrum', 'Vardagsrum'],
      ['tradgard', 'Trädgård'],
    ],
    [
      one('vardagsrum', 'switch.akvariepump', 'Akvarium pump'),
      one('vardagsrum', 'light.akvarium', 'Akvarium LED'),
      one('tradgard', 'switch.damm', 'Dammpump'),
    ],
    [
      c('ordinary aquarium', 'stäng av filtret i akvariet', ['switch.akvariepump']),
      c('ordinary aquarium-not', 'starta dammpumpen', ['switch.damm']),
    ],
  ),
  home(
    'r29a_it_bilocale',
    'it',
    [['sala', 'Sala']],
    [
      one('sala', 'switch.pompa', 'Pompa acquario'),
      one('sala', 'switch.riscaldatore', 'Riscaldatore acquario'),
      one('sala', 'light.acquario', 'Luce acquario'),
    ],
    [
      c('ordinary aquarium', 'spegni il filtro della vasca dei pesci', ['switch.pompa']),
      c('ordinary aquarium', 'la luce della vasca dei pesci', ['light.acquario']),
      c('ordinary aquarium-not', "accendi il riscaldatore dell'acquario", ['switch.riscaldatore']),
    ],
  ),
];

/** Round 29a's cases, registered in run-eval.ts. */
export const ROUND_29A: EvalSuite[] = [...WORKSHOP, ...GYM, ...AQUARIUM];
