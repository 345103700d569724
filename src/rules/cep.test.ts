import { formatCep, isCompleteCep, isUf, normalizeCep, ufForCep, UFS } from './cep';

describe('normalizeCep', () => {
  it.each([
    ['01310-100', '01310100'],
    ['01310100', '01310100'],
    [' CEP: 01310 - 100 ', '01310100'],
    ['', ''],
  ])('reads %p as %p', (text, digits) => {
    expect(normalizeCep(text)).toBe(digits);
  });
});

describe('formatCep (progressive mask 00000-000)', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['01310', '01310'],
    ['013101', '01310-1'],
    ['0131010', '01310-10'],
    ['01310100', '01310-100'],
    ['01310-100', '01310-100'],
    ['013101009', '01310-100'],
    ['abc', ''],
  ])('masks %p as %p', (text, masked) => {
    expect(formatCep(text)).toBe(masked);
  });
});

describe('isCompleteCep', () => {
  it('is true for exactly 8 digits, with or without the hyphen', () => {
    expect(isCompleteCep('01310-100')).toBe(true);
    expect(isCompleteCep('01310100')).toBe(true);
    expect(isCompleteCep('01310-10')).toBe(false);
    expect(isCompleteCep('013101001')).toBe(false);
    expect(isCompleteCep('')).toBe(false);
  });
});

describe('UFS', () => {
  it('lists the 27 UFs once each, in the alphabetical order of their names', () => {
    expect(UFS).toHaveLength(27);
    expect(new Set(UFS.map((uf) => uf.code)).size).toBe(27);
    const names = UFS.map((uf) => uf.name);
    expect([...names].sort((a, b) => a.localeCompare(b, 'pt-BR'))).toEqual(names);
    expect(UFS.find((uf) => uf.code === 'SP')?.name).toBe('São Paulo');
  });

  it('tells a UF code from anything else', () => {
    expect(isUf('DF')).toBe(true);
    expect(isUf('df')).toBe(false);
    expect(isUf('XX')).toBe(false);
  });
});

describe('ufForCep (the Correios ranges)', () => {
  it.each([
    ['01000000', 'SP'],
    ['01310100', 'SP'],
    ['19999999', 'SP'],
    ['20000000', 'RJ'],
    ['28999999', 'RJ'],
    ['29000000', 'ES'],
    ['30140010', 'MG'],
    ['40026280', 'BA'],
    ['48999999', 'BA'],
    ['49000000', 'SE'],
    ['50030170', 'PE'],
    ['57000000', 'AL'],
    ['58000000', 'PB'],
    ['59000000', 'RN'],
    ['60165121', 'CE'],
    ['64000000', 'PI'],
    ['65000000', 'MA'],
    ['66000000', 'PA'],
    ['68899999', 'PA'],
    ['68900000', 'AP'],
    ['69000000', 'AM'],
    ['69299999', 'AM'],
    ['69300000', 'RR'],
    ['69400000', 'AM'],
    ['69899999', 'AM'],
    ['69900000', 'AC'],
    ['70000000', 'DF'],
    ['72799999', 'DF'],
    ['72800000', 'GO'],
    ['73000000', 'DF'],
    ['73699999', 'DF'],
    ['73700000', 'GO'],
    ['76799999', 'GO'],
    ['76800000', 'RO'],
    ['77000000', 'TO'],
    ['78000000', 'MT'],
    ['78899999', 'MT'],
    ['79000000', 'MS'],
    ['80020310', 'PR'],
    ['87999999', 'PR'],
    ['88000000', 'SC'],
    ['90000000', 'RS'],
    ['99999999', 'RS'],
  ])('places %p in %p', (cep, uf) => {
    expect(ufForCep(cep)).toBe(uf);
  });

  it.each(['00000000', '00999999', '78900000', '78999999', '0131010', '013101000', '01310-100', 'abcdefgh', ''])(
    'places %p nowhere',
    (cep) => {
      expect(ufForCep(cep)).toBeNull();
    },
  );

  it('gives every UF at least one range', () => {
    const placed = new Set<string>();
    for (let prefix = 0; prefix <= 99999; prefix += 1) {
      const uf = ufForCep(`${String(prefix).padStart(5, '0')}000`);
      if (uf) placed.add(uf);
    }
    expect([...placed].sort()).toEqual(UFS.map((uf) => uf.code).sort());
  });
});
