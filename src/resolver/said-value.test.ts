import { describe, expect, it } from 'vitest';
import { withoutValue } from './said-value.js';

describe('withoutValue', () => {
  it('takes the order’s value or mode off the end of the phrase, leaving the rest as said', () => {
    expect(withoutValue('die Rollläden auf 50 Prozent')).toBe('die Rollläden');
    expect(withoutValue('set the den AC to 72')).toBe('set the den AC');
    expect(withoutValue('Heizung im Flur auf neunzehn Grad')).toBe('Heizung im Flur');
    expect(withoutValue('el aire del estudio a 25')).toBe('el aire del estudio');
    expect(withoutValue('airco in de hal op 18 graden')).toBe('airco in de hal');
    expect(withoutValue('pompa ciepła na chłodzenie')).toBe('pompa ciepła');
    expect(withoutValue('거실 에어컨 25도로')).toBe('거실 에어컨');
    expect(withoutValue('和室の暖房を20度に')).toBe('和室の暖房');
  });

  it('takes the value off when the order is said after it, as Korean and Japanese do', () => {
    expect(withoutValue('에어컨 24도로 맞춰줘')).toBe('에어컨');
    expect(withoutValue('和室のエアコンを27度にして')).toBe('和室のエアコン');
    expect(withoutValue('エアコンを22度に設定してください')).toBe('エアコン');
    expect(withoutValue('把主卧的空调调到二十五度呀')).toBe('把主卧的空调');
    expect(withoutValue('26度エアコン')).toBeUndefined();
  });

  it('takes a fraction of the way off, with the way it goes', () => {
    expect(withoutValue('roleta w gabinecie do połowy')).toBe('roleta w gabinecie');
    expect(withoutValue('den Rollladen im Büro halb runter')).toBe('den Rollladen im Büro');
    expect(withoutValue('volet du bureau à moitié fermé')).toBe('volet du bureau');
    expect(withoutValue('把书房的窗帘关到50%')).toBe('把书房的窗帘关');
    expect(withoutValue('the half bath light')).toBeUndefined();
  });

  it('takes another fraction off, with its count, but never a room said alone', () => {
    expect(withoutValue('the blind in the den to three quarters')).toBe('the blind in the den');
    expect(withoutValue('le store du salon aux trois quarts')).toBe('le store du salon');
    expect(withoutValue('Rollo Bad zu drei Vierteln runter')).toBe('Rollo Bad');
    expect(withoutValue('żaluzja w salonie na ćwierć')).toBe('żaluzja w salonie');
    expect(withoutValue('書斎のブラインドを4分の1に')).toBe('书斎のフライント');
    expect(withoutValue('a cortina do quarto')).toBeUndefined();
    expect(withoutValue('the lamp in the guest quarters')).toBeUndefined();
  });

  it('leaves a number that is part of a name', () => {
    expect(withoutValue('Bedroom 2')).toBeUndefined();
    expect(withoutValue('lampa w pokoju 2')).toBeUndefined();
    expect(withoutValue('the kitchen light')).toBeUndefined();
    expect(withoutValue('salle de bain')).toBeUndefined();
  });
});
