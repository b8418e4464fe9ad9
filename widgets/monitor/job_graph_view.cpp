#include "job_graph_view.h"

#include "plan_edge_label.h"
#include "plan_layout.h"
#include "run_session.h"
#include "unit_scale.h"

#include <QEvent>
#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QGraphicsSceneMouseEvent>
#include <QGraphicsSimpleTextItem>
#include <QPainter>
#include <QPainterPath>
#include <QToolButton>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>
#include <map>

#include <functional>

namespace sluice {

namespace {
constexpr qreal kNodeWidth = 220;
constexpr qreal kNodeHeight = 74;
constexpr qreal kLayerGap = 60;
constexpr qreal kRowGap = 22;
constexpr qreal kStatementGap = 50;
constexpr qreal kLabelClearance = 14;
constexpr qreal kReadableZoom = 0.7; // a fit made by itself goes no smaller
constexpr int kButtonMargin = 3;
constexpr qreal kMaxZoom = 3.0;
// The widest figures an edge label shows, for the room between layers.
const QString kWidestFigures = QStringLiteral("999.9 k/s · queue 100 %");

// "hash[k]" over "1.2 k/s · queue 40 %"
QString edgeText(const QString &exchange, const QString &figures)
{
    return figures.isEmpty() ? exchange : exchange + QLatin1Char('\n') + figures;
}
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
        QString tip = m_title + QStringLiteral("\n\n") + QString::fromStdString(node.description);
        if (node.range.valid())
            tip += QLatin1Char('\n') + JobGraphView::tr("From the SQL at line %1").arg(node.range.begin.line);
        setToolTip(tip);
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
        // A long title (a cluster vertex's chain, a long table name) loses its middle: the kind
        // and the table stay readable; the tooltip has it whole.
        painter->drawText(QRectF(inner.left(), inner.top(), inner.width(), line), Qt::AlignLeft | Qt::AlignVCenter,
                          QFontMetrics(font).elidedText(m_title, Qt::ElideMiddle, int(inner.width())));
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

JobGraphView::JobGraphView(QWidget *parent)
    : QGraphicsView(parent), m_scene(new QGraphicsScene(this)), m_fitButton(new QToolButton(this)),
      m_actualSizeButton(new QToolButton(this))
{
    setScene(m_scene);
    setRenderHint(QPainter::Antialiasing);
    setDragMode(QGraphicsView::ScrollHandDrag);
    setAlignment(Qt::AlignLeft | Qt::AlignTop);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    m_fitButton->setObjectName(QStringLiteral("jobGraphFit"));
    m_fitButton->setAutoRaise(false);
    m_fitButton->setCursor(Qt::ArrowCursor);
    connect(m_fitButton, &QToolButton::clicked, this, [this] {
        m_fitOnBuild = true;
        fitToView(kMinZoom);
    });
    m_actualSizeButton->setObjectName(QStringLiteral("jobGraphActualSize"));
    m_actualSizeButton->setCursor(Qt::ArrowCursor);
    connect(m_actualSizeButton, &QToolButton::clicked, this, [this] {
        m_fitOnBuild = false;
        setZoom(1.0);
    });
    retranslate();
}

void JobGraphView::retranslate()
{
    m_fitButton->setText(tr("Fit"));
    m_fitButton->setToolTip(tr("Show the whole graph (Ctrl+wheel zooms)"));
    m_fitButton->adjustSize();
    m_actualSizeButton->setText(tr("100%"));
    m_actualSizeButton->setToolTip(tr("Show the graph at its actual size"));
    m_actualSizeButton->adjustSize();
    // The buttons have a strip of their own above the graph, so they never hide a box.
    setViewportMargins(0, m_fitButton->height() + 2 * kButtonMargin, 0, 0);
    placeButtons();
}

void JobGraphView::placeButtons()
{
    const int right = viewport()->geometry().right();
    m_fitButton->move(right - m_fitButton->width() - kButtonMargin, kButtonMargin);
    m_actualSizeButton->move(m_fitButton->x() - m_actualSizeButton->width() - kButtonMargin, kButtonMargin);
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
    m_edges.clear();
    m_nodeCount = 0;
    m_planNodes = -1;
    m_mapped = false;
    if (!m_session)
        return;
    const ExplainResult &plan = m_session->plan();
    const OperatorMapping &mapping = m_session->mapping();
    m_planIdentity = &plan;
    m_mapped = !mapping.isEmpty();
    m_planNodes = 0;
    QColor edgeColor = palette().color(QPalette::Text);
    edgeColor.setAlphaF(0.55f);
    const QFont labelFont = PlanEdgeLabel::labelFont(font());
    qreal top = 0;
    for (std::size_t s = 0; s < plan.graphs.size(); ++s) {
        // Exchanges are the labels of the edges they stand on (as in the Plan dock), with the
        // records crossing them and the fill of the queue they feed.
        m_planNodes += int(plan.graphs[s].nodes.size()); // exchanges included, as refresh() counts
        const StatementPlan statement = PlanLayout::withoutExchanges(plan.graphs[s]);
        const std::vector<PlanLayout::Edge> edges = PlanLayout::edges(plan.graphs[s]);
        auto *title = m_scene->addSimpleText(QString::fromStdString(statement.title));
        title->setBrush(palette().color(QPalette::Text));
        title->setPos(0, top);
        top += title->boundingRect().height() + 8;
        // The gap between layers fits the widest label with its figures.
        qreal widest = 0;
        for (const PlanLayout::Edge &edge : edges)
            widest = std::max(widest, PlanEdgeLabel::size(labelFont, edgeText(QString::fromStdString(edge.exchange),
                                                                                 kWidestFigures),
                                                          kNodeWidth)
                                          .width());
        const qreal layerGap = std::max(kLayerGap, widest + 2 * kLabelClearance);
        const PlanLayout::Grid grid = PlanLayout::grid(statement);
        auto cellPos = [&](const PlanLayout::Cell &cell) {
            return QPointF(cell.layer * (kNodeWidth + layerGap), top + cell.row * (kNodeHeight + kRowGap));
        };
        QHash<int, QPointF> positions;
        QHash<int, QString> operatorOf; // plan node -> operator id
        QHash<int, int> layerOf;
        int rows = 0;
        for (int layerRows : grid.rows)
            rows = std::max(rows, layerRows);
        for (std::size_t i = 0; i < statement.nodes.size(); ++i) {
            const PlanGraphNode &node = statement.nodes[i];
            const QPointF pos = cellPos(grid.cells[i]);
            positions.insert(node.id, pos);
            layerOf.insert(node.id, grid.cells[i].layer);
            const QString id = mapping.operatorIdOf(int(s), node.id);
            operatorOf.insert(node.id, id);
            auto *item = new JobGraphNodeItem(node, [this, id] {
                if (!id.isEmpty())
                    emit operatorClicked(id);
            });
            item->setPos(pos);
            item->setZValue(1);
            m_scene->addItem(item);
            ++m_nodeCount;
            if (!id.isEmpty())
                m_items.insert(id, item);
        }
        std::map<int, std::vector<QGraphicsItem *>> labelsInGap; // by the producer's layer
        for (const PlanLayout::Edge &edge : edges) {
            if (!positions.contains(edge.from) || !positions.contains(edge.to))
                continue;
            // From the producer, through the slots of the layers it crosses, to the consumer.
            std::vector<QPointF> points{positions[edge.from] + QPointF(kNodeWidth, kNodeHeight / 2)};
            if (const auto crossing = grid.crossings.find({edge.from, edge.to}); crossing != grid.crossings.end()) {
                for (const PlanLayout::Cell &slot : crossing->second) {
                    points.push_back(cellPos(slot) + QPointF(0, kNodeHeight / 2));
                    points.push_back(cellPos(slot) + QPointF(kNodeWidth, kNodeHeight / 2));
                }
            }
            points.push_back(positions[edge.to] + QPointF(0, kNodeHeight / 2));
            m_scene->addPath(PlanEdgeLabel::edgePath(points, false), QPen(edgeColor, 1.5))->setZValue(-1);
            const QString exchange = QString::fromStdString(edge.exchange);
            auto *label = new PlanEdgeLabel(exchange, labelFont, kNodeWidth, palette(), edgeColor);
            const QPointF at = PlanEdgeLabel::labelPoint(points, points[0].x() + layerGap / 2, false);
            label->setPos(at - label->boundingRect().center());
            label->setZValue(1);
            label->setToolTip(tr("Exchange: %1").arg(exchange.toHtmlEscaped()));
            m_scene->addItem(label);
            labelsInGap[layerOf.value(edge.from)].push_back(label);
            m_edges.push_back({operatorOf.value(edge.from), operatorOf.value(edge.to), exchange, label});
        }
        for (auto &[layer, labels] : labelsInGap)
            PlanEdgeLabel::spread(labels, false);
        top += rows * (kNodeHeight + kRowGap) + kStatementGap;
    }
    m_scene->setSceneRect(m_scene->itemsBoundingRect().adjusted(-10, -10, 10, 10));
    setFocusedOperator(m_focused);
    // A new plan is shown whole when it is wider or taller than the view, as far as it stays
    // readable (never enlarged).
    if (m_fitOnBuild)
        fitToView(kReadableZoom);
    refresh();
}

void JobGraphView::fitToView(qreal smallest)
{
    const QRectF scene = m_scene->sceneRect();
    const QSize view = viewport()->size();
    if (scene.isEmpty() || view.isEmpty())
        return;
    const qreal scale = std::min({1.0, view.width() / scene.width(), view.height() / scene.height()});
    setZoom(std::max(scale, smallest));
}

void JobGraphView::setZoom(qreal scale)
{
    scale = std::clamp(scale, kMinZoom, kMaxZoom);
    setTransform(QTransform::fromScale(scale, scale));
}

void JobGraphView::wheelEvent(QWheelEvent *event)
{
    // Ctrl+wheel zooms about the pointer; the plain wheel scrolls.
    if (!(event->modifiers() & Qt::ControlModifier)) {
        QGraphicsView::wheelEvent(event);
        return;
    }
    const qreal steps = event->angleDelta().y() / 120.0;
    if (steps == 0)
        return;
    const QPointF anchor = mapToScene(event->position().toPoint());
    setZoom(zoom() * std::pow(1.15, steps));
    centerOn(anchor);
    m_fitOnBuild = false; // the user chose a zoom: a new plan keeps it
    event->accept();
}

void JobGraphView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    placeButtons();
    if (m_fitOnBuild)
        fitToView(kReadableZoom);
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
        SubtaskMetrics::Backpressure level = SubtaskMetrics::Backpressure::Unknown;
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
        f.level = std::max(f.level, m.backpressure);
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
        if (f.fill > 0.01 || f.level > SubtaskMetrics::Backpressure::Ok)
            state += (state.isEmpty() ? QString() : QStringLiteral(" · ")) + pressureText(f.fill, f.level);
        it.value()->setFigures(rates, state, f.fill);
    }
    // An edge carries what its producer sends. Under backpressure the embedded engine's queue
    // it feeds fills; on a cluster its producer waits, and Flink counts that time there.
    for (const Edge &edge : m_edges) {
        QStringList parts;
        const Figures from = figures.value(edge.from);
        if (figures.contains(edge.from))
            parts << UnitScale::format(from.out, UnitScale::Unit::Rate);
        const Figures pressed = from.level != SubtaskMetrics::Backpressure::Unknown ? from : figures.value(edge.to);
        if (pressed.fill > 0.01 || pressed.level > SubtaskMetrics::Backpressure::Ok)
            parts << pressureText(pressed.fill, pressed.level);
        edge.label->setText(edgeText(edge.exchange, parts.join(QStringLiteral(" · "))));
    }
}

QString JobGraphView::pressureText(double share, SubtaskMetrics::Backpressure level)
{
    using B = SubtaskMetrics::Backpressure;
    const QString percent = UnitScale::format(share * 100, UnitScale::Unit::Percent);
    switch (level) {
    case B::Unknown: return tr("queue %1").arg(percent);
    case B::Ok: return tr("backpressured %1 (OK)").arg(percent);
    case B::Low: return tr("backpressured %1 (low)").arg(percent);
    case B::High: return tr("backpressured %1 (high)").arg(percent);
    }
    return {};
}

QString JobGraphView::edgeFiguresOf(const QString &from, const QString &to) const
{
    for (const Edge &edge : m_edges) {
        if (edge.from == from && edge.to == to)
            return edge.label->text();
    }
    return {};
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
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        if (m_session)
            rebuild(); // the boxes' texts
    }
}

} // namespace sluice
