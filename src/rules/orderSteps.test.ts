import {
  emailForStep,
  emailSubject,
  hasReached,
  isOrderStepId,
  isShipped,
  nextStep,
  ORDER_STEP_IDS,
  ORDER_STEPS,
  stepIndex,
  stepLabel,
} from './orderSteps';

describe('the order steps', () => {
  it('are the store’s seven steps, in order', () => {
    expect(ORDER_STEPS.map((step) => step.label)).toEqual([
      'Pedido recebido',
      'Pagamento aprovado',
      'Nota fiscal emitida',
      'Em separação',
      'Enviado',
      'Saiu para entrega',
      'Entregue',
    ]);
    expect(stepIndex('received')).toBe(0);
    expect(stepLabel('picking')).toBe('Em separação');
  });

  it('go one after another and end at delivered', () => {
    const walked = ['received'];
    for (let step = nextStep('received'); step; step = nextStep(step)) walked.push(step);
    expect(walked).toEqual(ORDER_STEP_IDS);
    expect(nextStep('delivered')).toBeNull();
  });

  it('say what an order has reached and whether it shipped', () => {
    expect(hasReached('picking', 'paid')).toBe(true);
    expect(hasReached('picking', 'picking')).toBe(true);
    expect(hasReached('picking', 'shipped')).toBe(false);
    expect(ORDER_STEP_IDS.filter(isShipped)).toEqual(['shipped', 'outForDelivery', 'delivered']);
  });

  it('recognise their ids', () => {
    expect(isOrderStepId('outForDelivery')).toBe(true);
    expect(isOrderStepId('lost')).toBe(false);
  });
});

describe('the steps’ emails', () => {
  it('are sent by paid, invoiced, shipped and delivered only', () => {
    expect(ORDER_STEP_IDS.map(emailForStep)).toEqual([null, 'paid', 'invoice', null, 'shipped', null, 'delivered']);
  });

  it('have Portuguese subjects naming the order', () => {
    expect(emailSubject('paid', '100001')).toBe('Pagamento aprovado: pedido 100001');
    expect(emailSubject('invoice', '100001')).toBe('Nota fiscal do seu pedido 100001');
    expect(emailSubject('shipped', '100001')).toBe('Seu pedido 100001 foi enviado');
    expect(emailSubject('delivered', '100001')).toBe('Seu pedido 100001 foi entregue');
  });
});
