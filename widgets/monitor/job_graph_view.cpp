#include "job_graph_view.h"

#include "plan_layout.h"
#include "run_session.h"
#include "unit_scale.h"

#include <QEvent>
#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QGraphicsSceneMouseEvent>
#include <QGraphicsSimpleTextItem>
#include <QPainter>

#include <functional>

namespace sluice {

namespace {
constexpr qreal kNodeWidth = 220;
constexpr qreal kNodeHeight = 74;
constexpr qreal kLayerGap = 60;
constexpr qreal kRowGap = 22;
constexpr qreal kStatementGap = 50;
} // namespace

// One operator with its live figures; click to focus the charts on it.
class JobGraphNodeItem : public QGraphicsItem
{
public:
    JobGraphNodeItem(const PlanGraphNode &node, std::function<void()> clicked)
        : m_title(node.table.empty()
                      ? QStringLiteral("%1 #%2").arg(QString::fromStdString(node.kind)).arg(node.id)
                      : QStringLiteral("%1 #%2 · %3")
                            .arg(QString::fromStdString(node.kind))
                            .arg(node.id)
                            .arg(QString::fromStdString(node.table))),
          m_detail(JobGraphView::tr("parallelism %1 · %2")
                       .arg(node.parallelism)
                       .arg(QString::fromStdString(node.changelogMode))),
          m_clicked(std::move(clicked))
    {
        setAcceptHoverEvents(true);
        setCursor(Qt::PointingHandCursor);
        setToolTip(QString::fromStdString(node.description));
    }

    QRectF boundingRect() const override { return {0, 0, kNodeWidth, kNodeHeight}; }

    void setFigures(const QString &rates, const QString &state, double backpressure)
    {
        m_rates = rates;
        m_state = state;
        m_backpressure = std::clamp(backpressure, 0.0, 1.0);
        update();
    }
    void setFocused(bool focused)
    {
        m_focused = focused;
        update();
    }
    QString rates() const { return m_rates; }
    void click() { m_clicked(); }

    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *widget) override
    {
        const QPalette palette = widget ? widget->palette() : QPalette();
        painter->setRenderHint(QPainter::Antialiasing);
        // Backpressure tints the box from the base colour towards red.
        const QColor base = palette.color(QPalette::Base);
        const QColor hot(0xd9, 0x48, 0x3b);
        const double t = m_backpressure * 0.75;
        const QColor fill = QColor::fromRgbF(float(base.redF() * (1 - t) + hot.redF() * t),
                                             float(base.greenF() * (1 - t) + hot.greenF() * t),
                                             float(base.blueF() * (1 - t) + hot.blueF() * t));
        painter->setPen(QPen(m_focused ? palette.color(QPalette::Highlight)
                                       : palette.color(QPalette::Mid),
                             m_focused ? 2.5 : 1.3));
        painter->setBrush(fill);
        painter->drawRoundedRect(boundingRect().adjusted(1, 1, -1, -1), 7, 7);

        QFont font = painter->font();
        font.setBold(true);
        painter->setFont(font);
        painter->setPen(palette.color(QPalette::Text));
        const QRectF inner = boundingRect().adjusted(9, 5, -9, -5);
        const qreal line = inner.height() / 4;
        painter->drawText(QRectF(inner.left(), inner.top(), inner.width(), line),
                          Qt::AlignLeft | Qt::AlignVCenter, m_title);
        font.setBold(false);
        painter->setFont(font);
        QColor dim = palette.color(QPalette::Text);
        dim.setAlphaF(0.7f);
        painter->setPen(dim);
        painter->drawText(QRectF(inner.left(), inner.top() + line, inner.width(), line),
                          Qt::AlignLeft | Qt::AlignVCenter, m_detail);
        painter->setPen(palette.color(QPalette::Text));
        const QFontMetrics metrics(font);
        painter->drawText(QRectF(inner.left(), inner.top() + 2 * line, inner.width(), line),
                          Qt::AlignLeft | Qt::AlignVCenter,
                          metrics.elidedText(m_rates, Qt::ElideRight, int(inner.width())));
        painter->drawText(QRectF(inner.left(), inner.top() + 3 * line, inner.width(), line),
                          Qt::AlignLeft | Qt::AlignVCenter,
                          metrics.elidedText(m_state, Qt::ElideRight, int(inner.width())));
    }

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override
    {
        if (event->button() == Qt::LeftButton)
            m_clicked();
        event->accept();
    }

private:
    QString m_title, m_detail, m_rates, m_state;
    double m_backpressure = 0;
    bool m_focused = false;
    std::function<void()> m_clicked;
};

JobGraphView::JobGraphView(QWidget *parent) : QGraphicsView(parent), m_scene(new QGraphicsScene(this))
{
    setScene(m_scene);
    setRenderHint(QPainter::Antialiasing);
    setDragMode(QGraphicsView::ScrollHandDrag);
    setAlignment(Qt::AlignLeft | Qt::AlignTop);
}

void JobGraphView::setSession(RunSession *session)
{
    m_session = session;
    m_planIdentity = nullptr;
    rebuild();
}

void JobGraphView::setFocusedOperator(const QString &operatorId)
{
    m_focused = operatorId;
    for (auto it = m_items.cbegin(); it != m_items.cend(); ++it)
        it.value()->setFocused(it.key() == operatorId);
}

void JobGraphView::rebuild()
{
    m_scene->clear();
    m_items.clear();
    m_planNodes = -1;
    m_mapped = false;
    if (!m_session)
        return;
    const ExplainResult &plan = m_session->plan();
    const OperatorMapping &mapping = m_session->mapping();
    m_planIdentity = &plan;
    m_mapped = !mapping.isEmpty();
    m_planNodes = 0;
    const QColor edgeColor = palette().color(QPalette::Mid);
    qreal top = 0;
    for (std::size_t s = 0; s < plan.graphs.size(); ++s) {
        const StatementPlan &statement = plan.graphs[s];
        auto *title = m_scene->addSimpleText(QString::fromStdString(statement.title));
        title->setBrush(palette().color(QPalette::Text));
        title->setPos(0, top);
        top += title->boundingRect().height() + 8;
        const std::vector<PlanLayout::Cell> cells = PlanLayout::place(statement);
        QHash<int, QPointF> positions;
        int rows = 0;
        for (std::size_t i = 0; i < statement.nodes.size(); ++i) {
            const PlanGraphNode &node = statement.nodes[i];
            const QPointF pos(cells[i].layer * (kNodeWidth + kLayerGap),
                              top + cells[i].row * (kNodeHeight + kRowGap));
            positions.insert(node.id, pos);
            rows = std::max(rows, cells[i].row + 1);
            const QString id = mapping.operatorIdOf(int(s), node.id);
            auto *item = new JobGraphNodeItem(node, [this, id] {
                if (!id.isEmpty())
                    emit operatorClicked(id);
            });
            item->setPos(pos);
            item->setZValue(1);
            m_scene->addItem(item);
            ++m_planNodes;
            if (!id.isEmpty())
                m_items.insert(id, item);
        }
        for (const PlanGraphNode &node : statement.nodes) {
            for (int input : node.inputs) {
                if (!positions.contains(input))
                    continue;
                const QPointF from = positions[input] + QPointF(kNodeWidth, kNodeHeight / 2);
                const QPointF to = positions[node.id] + QPointF(0, kNodeHeight / 2);
                QPainterPath path(from);
                const qreal midX = (from.x() + to.x()) / 2;
                path.cubicTo(QPointF(midX, from.y()), QPointF(midX, to.y()), to);
                m_scene->addPath(path, QPen(edgeColor, 1.3));
            }
        }
        top += rows * (kNodeHeight + kRowGap) + kStatementGap;
    }
    m_scene->setSceneRect(m_scene->itemsBoundingRect().adjusted(-10, -10, 10, 10));
    setFocusedOperator(m_focused);
    refresh();
}

void JobGraphView::refresh()
{
    if (!m_session)
        return;
    const ExplainResult &plan = m_session->plan();
    int planNodes = 0;
    for (const StatementPlan &statement : plan.graphs)
        planNodes += int(statement.nodes.size());
    if (m_planIdentity != &plan || planNodes != m_planNodes
        || m_mapped == m_session->mapping().isEmpty()) {
        rebuild();
        return;
    }
    struct Figures {
        double in = 0, out = 0, fill = 0;
        qint64 bytes = 0, entries = 0;
        bool stateful = false;
    };
    QHash<QString, Figures> figures;
    for (const SubtaskMetrics &m : m_session->lastSnapshot().subtasks) {
        Figures &f = figures[QString::fromStdString(m.operatorId)];
        f.in += m.recordsInPerSecond;
        f.out += m.recordsOutPerSecond;
        f.fill = std::max(f.fill, m.inputQueueFill);
        f.bytes += m.stateBytes;
        f.entries += m.stateEntries;
        f.stateful = f.stateful || m.stateEntries > 0;
    }
    for (auto it = m_items.cbegin(); it != m_items.cend(); ++it) {
        const Figures f = figures.value(it.key());
        const QString rates = tr("in %1 · out %2")
                                  .arg(UnitScale::format(f.in, UnitScale::Unit::Rate),
                                       UnitScale::format(f.out, UnitScale::Unit::Rate));
        QString state;
        if (f.stateful)
            state = tr("state %1 · %2 entries")
                        .arg(UnitScale::format(double(f.bytes), UnitScale::Unit::Bytes),
                             UnitScale::format(double(f.entries), UnitScale::Unit::Count));
        if (f.fill > 0.01)
            state += (state.isEmpty() ? QString() : QStringLiteral(" · "))
                     + tr("queue %1").arg(UnitScale::format(f.fill * 100, UnitScale::Unit::Percent));
        it.value()->setFigures(rates, state, f.fill);
    }
}

QString JobGraphView::figuresOf(const QString &operatorId) const
{
    const JobGraphNodeItem *item = m_items.value(operatorId);
    return item ? item->rates() : QString();
}

void JobGraphView::activateOperator(const QString &operatorId)
{
    if (JobGraphNodeItem *item = m_items.value(operatorId))
        item->click();
}

void JobGraphView::changeEvent(QEvent *event)
{
    QGraphicsView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && m_session)
        rebuild();
}

} // namespace sluice
